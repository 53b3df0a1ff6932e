import type { CatalogueImage } from '@mall/contract';
import type { ConsoleApiPath } from '../../lib/console-api-path';
import { postFile } from './post-file';

const IMAGE_PATH: ConsoleApiPath<'catalogueImageUpload'> = '/api/console/v1/catalogue_images';

/** A store logo or a banner picture; the answer's id goes into the store or banner. */
export function uploadCatalogueImage(file: Blob): Promise<CatalogueImage> {
  return postFile<CatalogueImage>(IMAGE_PATH, { file });
}
