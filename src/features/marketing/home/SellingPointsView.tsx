export type SellingPointIcon = 'visible' | 'sell' | 'loyalty' | 'promote' | 'grow' | 'insights';

/** The six selling points' icons, in the catalogue's order (`home.sellingPoints.0` first). */
export const SELLING_POINT_ICONS: readonly SellingPointIcon[] = [
  'visible',
  'sell',
  'loyalty',
  'promote',
  'grow',
  'insights',
];

export interface SellingPoint {
  title: string;
  text: string;
  icon: SellingPointIcon;
}

/** Simple line icons, one per selling point; decorative (the title says it all). */
const ICON_PATHS: Record<SellingPointIcon, string> = {
  visible: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  sell: 'M4 7h16l-1.5 12h-13zM9 7V5a3 3 0 0 1 6 0v2',
  loyalty: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z',
  promote: 'M3 10v4h3l6 4V6L6 10zm13-2a5 5 0 0 1 0 8m2.5-10.5a8.5 8.5 0 0 1 0 13',
  grow: 'M4 18l6-6 4 4 6-8m0 0h-5m5 0v5',
  insights: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
};

export interface SellingPointsViewProps {
  points: SellingPoint[];
}

/** The feature grid: the six selling points . */
export function SellingPointsView({ points }: SellingPointsViewProps) {
  return (
    <ul className="selling-points" role="list">
      {points.map((point) => (
        <li key={point.title} className="selling-point card">
          <svg
            className="selling-point__icon"
            viewBox="0 0 24 24"
            width="32"
            height="32"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d={ICON_PATHS[point.icon]}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <h3 className="selling-point__title">{point.title}</h3>
          <p className="selling-point__text">{point.text}</p>
        </li>
      ))}
    </ul>
  );
}
