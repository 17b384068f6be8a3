import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * The link as a QR code, drawn as one SVG path from the code's modules (no HTML strings), so it stays
 * sharp at any size and prints well. Dark on light with the quiet zone the standard asks for.
 */
export function QrCode({ value, size = 200, label }: { value: string; size?: number; label: string }) {
  const { path, modules } = useMemo(() => {
    const matrix = QRCode.create(value, { errorCorrectionLevel: 'M' }).modules;
    let d = '';
    for (let row = 0; row < matrix.size; row++) {
      for (let col = 0; col < matrix.size; col++) {
        if (matrix.get(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
      }
    }
    return { path: d, modules: matrix.size + 8 };
  }, [value]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

/** The QR code as a PNG data URL, for the download button. */
export function qrPngDataUrl(value: string): Promise<string> {
  return QRCode.toDataURL(value, { errorCorrectionLevel: 'M', width: 1024, margin: 4 });
}
