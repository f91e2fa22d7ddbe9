import { useTranslation } from '../i18n.ts';
import { scheduleState, type Schedule, type ScheduleState } from '../schedule.ts';
import { StatusBadge, type Tone } from './StatusBadge.tsx';

const TONES: Record<ScheduleState, Tone> = {
  scheduled: 'accent',
  live: 'success',
  ended: 'neutral',
};

/** Whether a scheduled thing runs now: "Scheduled", "Live" or "Ended", in words. */
export function ScheduleBadge({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  const state = scheduleState(schedule);
  return <StatusBadge tone={TONES[state]}>{t(`schedule.states.${state}`)}</StatusBadge>;
}
