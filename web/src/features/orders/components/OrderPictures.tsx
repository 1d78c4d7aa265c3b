import { PictureList } from '../../../components/PictureList';

/** A titled row of an order's pictures (cloth, design references), each opening full size. */
export function OrderPictures({ title, urls, titleClass }: { title: string; urls: string[]; titleClass: string }) {
  if (urls.length === 0) return null;
  return (
    <div>
      <h3 className={titleClass}>{title}</h3>
      <PictureList urls={urls} sizes="orderPicture" label={title} linked />
    </div>
  );
}
