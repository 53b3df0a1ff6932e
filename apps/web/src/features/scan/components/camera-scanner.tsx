import { useTranslation } from '@mall/client/lib/use-translation';
import { useEffect, useRef, useState } from 'react';
import { createCodeDetector } from './barcode-detector';
import styles from './scan.module.css';

/** How often a frame is decoded: often enough to feel instant, rare enough for a slow phone. */
const SCAN_INTERVAL_MS = 250;

export type CameraProblem = 'noCamera' | 'denied' | 'failed';

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}

/**
 * The rear camera in a viewfinder; each frame is decoded in the browser until a code is read.
 * Stops the camera when unmounted, so the phone's camera light goes off.
 */
export function CameraScanner({
  onCode,
  onProblem,
}: {
  onCode: (code: string) => void;
  onProblem: (problem: CameraProblem) => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [starting, setStarting] = useState(true);
  const callbacks = useRef({ onCode, onProblem });
  callbacks.current = { onCode, onProblem };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        callbacks.current.onProblem('noCamera');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        callbacks.current.onProblem(problemOf(error));
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setStarting(false);
      const detector = await createCodeDetector();
      const tick = async () => {
        if (stopped) return;
        if (element.readyState >= element.HAVE_CURRENT_DATA) {
          const found = await detector.detect(element).catch(() => []);
          const code = found[0]?.rawValue.trim();
          if (code && !stopped) {
            callbacks.current.onCode(code);
            return;
          }
        }
        timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
      };
      void tick();
    }
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className={styles.viewfinder}>
      <video ref={video} className={styles.video} muted playsInline aria-label={t('scan.camera')} />
      <div className={styles.frame} aria-hidden="true" />
      <p className={styles.hint} role="status">
        {starting ? t('scan.starting') : t('scan.aim')}
      </p>
    </div>
  );
}
