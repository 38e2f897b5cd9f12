import { encode } from 'uqr';

/**
 * The otpauth:// URI as a QR code an authenticator app scans, drawn here as one SVG path (uqr encodes,
 * nothing leaves the browser: the secret is in the URI). A quiet zone of 4 modules, as the standard asks.
 */
export function OtpauthQrCode({ uri, className }: { uri: string; className?: string }) {
  const { size, data } = encode(uri, { ecc: 'M', border: 4 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label="QR code to scan with your authenticator app"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
