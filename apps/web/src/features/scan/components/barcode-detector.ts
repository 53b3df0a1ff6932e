import { SCAN_FORMATS } from '@mall/contract';
import { prepareZXingModule, BarcodeDetector as ZXingBarcodeDetector } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the page needs of a detector: the BarcodeDetector API's `detect`. */
export interface CodeDetector {
  detect(source: ImageBitmapSource): Promise<Array<{ rawValue: string }>>;
}

let polyfillReady = false;

/**
 * The browser's own BarcodeDetector when it reads every format we need; otherwise the ZXing
 * WebAssembly polyfill, whose .wasm is a file of our build (never the library's default CDN).
 */
export async function createCodeDetector(): Promise<CodeDetector> {
  const native = (globalThis as { BarcodeDetector?: typeof ZXingBarcodeDetector }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch(() => [] as string[]);
    if (SCAN_FORMATS.every((format) => supported.includes(format))) return new native({ formats: [...SCAN_FORMATS] });
  }
  if (!polyfillReady) {
    prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    });
    polyfillReady = true;
  }
  return new ZXingBarcodeDetector({ formats: [...SCAN_FORMATS] });
}
