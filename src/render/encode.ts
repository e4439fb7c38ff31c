// PNG encoding is most of a render's time. Boards are flat colour, so light zlib with no
// row filters is both fast and small (settings measured in a scratch script; see the report).
import { Canvas } from 'canvas';

export function encodePng(canvas: Canvas): Buffer {
  return canvas.toBuffer('image/png', { compressionLevel: 3, filters: Canvas.PNG_FILTER_NONE });
}
