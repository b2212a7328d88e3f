import { useTranslation } from 'react-i18next';

/** Seats used of the total, as a meter that reads out the numbers and in figures beside it. */
export function SeatMeter({ used, seats }: { used: number; seats: number }) {
  const { t } = useTranslation('manage-software');
  const label = t('seats.usedOf', { used, seats });
  return (
    <span className="seat-meter">
      <meter min={0} max={Math.max(seats, 1)} high={Math.max(seats, 1) * 0.9} optimum={0} value={used} aria-label={label} />
      <span aria-hidden="true">
        {used} / {seats}
      </span>
    </span>
  );
}
