/** A small string hash (FNV-1a), so a course's artwork depends only on its id and name. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

export type IllustrationParts = {
  fairwayHue: number;
  skyHue: number;
  hill: [number, number, number];
  flagX: number;
  sunX: number;
};

/**
 * The drawing's parameters for one course. The fairway hue steps by 23° per id over 80 shades, so
 * courses with ids up to 80 apart never share a picture; the name moves hills, flag and sun.
 */
export function illustrationParts(course: { id: number; name: string }): IllustrationParts {
  const bits = hash(`${course.id}:${course.name}`);
  return {
    fairwayHue: 90 + ((course.id * 23) % 80),
    skyHue: 185 + (bits % 40),
    hill: [110 + ((bits >>> 6) % 60), 120 + ((bits >>> 12) % 50), 100 + ((bits >>> 18) % 50)],
    flagX: 200 + ((bits >>> 4) % 140),
    sunX: 40 + ((bits >>> 10) % 120),
  };
}

/**
 * Neutral artwork for a course without an admin-chosen picture: a fairway, a green and a flag in a
 * layout and palette of its own, so no two courses look alike. Decorative; the name is always beside it.
 */
export function CourseImagePlaceholder({
  course,
  className = '',
}: {
  course: { id: number; name: string };
  className?: string;
}) {
  const parts = illustrationParts(course);
  const [h1, h2, h3] = parts.hill;
  const fairway = (lightness: number) => `hsl(${parts.fairwayHue} 45% ${lightness}%)`;
  return (
    <div
      aria-hidden="true"
      data-picture={`illustration-${parts.fairwayHue}-${parts.skyHue}-${parts.flagX}`}
      className={`relative overflow-hidden ${className}`}
      style={{
        background: `linear-gradient(180deg, hsl(${parts.skyHue} 60% 78%), hsl(${parts.skyHue} 45% 90%))`,
      }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 400 240"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 h-full w-full"
      >
        <circle cx={parts.sunX} cy="55" r="24" fill="#fef3c7" opacity="0.85" />
        <path d={`M0 ${h1} C100 ${h2 - 20} 220 ${h3} 400 ${h2 - 10} V240 H0z`} fill={fairway(38)} />
        <path d={`M0 ${h1 + 45} C120 ${h2 + 15} 260 ${h3 + 40} 400 ${h2 + 30} V240 H0z`} fill={fairway(30)} />
        <path d={`M0 ${h1 + 80} C140 ${h2 + 60} 280 ${h3 + 75} 400 ${h2 + 70} V240 H0z`} fill={fairway(22)} />
        <ellipse cx={parts.flagX} cy={h3 + 40} rx="48" ry="11" fill={fairway(52)} />
        <line
          x1={parts.flagX + 8}
          y1={h3 + 40}
          x2={parts.flagX + 8}
          y2={h3 - 20}
          stroke="#f8fafc"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d={`M${parts.flagX + 8} ${h3 - 18} l34 10 l-34 10z`} fill="#f59e0b" />
        <circle cx={parts.flagX + 8} cy={h3 + 41} r="3.5" fill="#0f172a" />
      </svg>
    </div>
  );
}
