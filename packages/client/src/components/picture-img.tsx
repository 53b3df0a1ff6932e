import type { ImgHTMLAttributes } from 'react';
import { type PicturePlace, pictureIn } from '../lib/picture';

type PictureImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  place: PicturePlace;
};

/** An `<img>` of a catalogue picture, loaded at the width `place` draws it (pictures not drawn by the mall load as they are). */
export function PictureImg({ src, place, alt, ...rest }: PictureImgProps) {
  return <img {...rest} {...pictureIn(src, place)} alt={alt} />;
}
