import { PICTURE_WIDTHS, type PictureWidth, pictureAtWidth } from '@mall/contract';
import { Image, type ImageProps } from 'antd';

/** The smallest served width that stays sharp at `shown` CSS pixels on a screen of twice the density. */
function servedWidthFor(shown: number): PictureWidth {
  const widest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] as PictureWidth;
  return PICTURE_WIDTHS.find((width) => width >= shown * 2) ?? widest;
}

type CataloguePictureProps = Omit<ImageProps, 'src' | 'width'> & { src: string; width: number };

/**
 * A catalogue picture in a console table or form, or a buyer's picture on what they sent, loaded at
 * the width it is shown (a banner uploaded at 4,000 px is not sent whole to a row of thumbnails);
 * its preview, where it has one, opens the picture as stored.
 */
export function CataloguePicture({ src, width, preview = true, ...rest }: CataloguePictureProps) {
  const shown = pictureAtWidth(src, servedWidthFor(width)) ?? src;
  return <Image {...rest} src={shown} width={width} preview={preview === true ? { src } : preview} />;
}
