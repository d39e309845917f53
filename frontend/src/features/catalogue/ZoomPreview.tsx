import { Image } from 'antd';

/**
 * The zoom preview's own colours: antd's mask (45% black) over the cream page leaves its counter,
 * 65% white, at 2.4:1. A darker mask and white text read well over any page.
 */
const previewStyles = {
  popup: { mask: { background: 'rgba(24, 15, 8, 0.85)' }, footer: { color: '#fff' } },
};

/**
 * A product's pictures zoomed, one at a time, with arrows and the keyboard to step through them
 * (antd's image preview, loaded the first time a picture is opened: ProductPage's gallery).
 */
export function ZoomPreview({
  open,
  items,
  current,
  alt,
  onChange,
  onClose,
  afterClose,
}: {
  open: boolean;
  items: { src: string; alt: string }[];
  current: number;
  /** The preview's dialog and its picture are named by the picture shown. */
  alt: string;
  onChange: (current: number) => void;
  onClose: () => void;
  afterClose: () => void;
}) {
  return (
    <Image.PreviewGroup
      styles={previewStyles}
      items={items}
      preview={{
        open,
        current,
        onChange: (next) => onChange(next),
        alt,
        onOpenChange: (opened) => {
          if (!opened) onClose();
        },
        afterOpenChange: (opened) => {
          if (!opened) afterClose();
        },
      }}
    />
  );
}
