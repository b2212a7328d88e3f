import type { Dispatch } from 'react';
import { Button, Label, Slider, SliderOutput, SliderThumb, SliderTrack, Toolbar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { snapshotRecord } from '../../application/lab/replay';
import { summarizeEvent } from '../model/event-summary';
import { sameJson } from '../model/same-json';
import type { Timeline, TimelineAction } from '../model/timeline';
import './timeline-panel.css';

interface TimelinePanelProps {
  readonly timeline: Timeline;
  readonly snapshot: AnyMachineSnapshot | null;
  dispatch: Dispatch<TimelineAction>;
}

/** After a recorded trace has played to its end: did the replay land where the live actor did? */
function RecordingCheck({ timeline, snapshot }: Omit<TimelinePanelProps, 'dispatch'>) {
  const { t } = useTranslation('lab');
  const { origin } = timeline;
  if (origin.kind !== 'trace' || !origin.final || !snapshot || timeline.position < timeline.events.length) return null;
  const matches = sameJson(snapshotRecord(snapshot), origin.final);
  return (
    <p className={matches ? 'timeline__check' : 'timeline__check form__error'} role="status" data-matches={matches}>
      {matches ? t('timeline.matches') : t('timeline.differs')}
    </p>
  );
}

/** Play, pause, step and jump through whatever is on the timeline: hand steps, a trace or a path. */
export function TimelinePanel({ timeline, snapshot, dispatch }: TimelinePanelProps) {
  const { t } = useTranslation('lab');
  const { events, position, playing, origin } = timeline;
  const total = events.length;
  return (
    <div className="timeline">
      <p className="timeline__origin">
        {origin.kind === 'scenario' ? t('timeline.origin.scenario', { key: origin.key }) : t(`timeline.origin.${origin.kind}`)}
        {origin.kind === 'trace' && origin.droppedEvents > 0 && <> {t('timeline.dropped', { count: origin.droppedEvents })}</>}
      </p>
      <Toolbar className="timeline__controls" aria-label={t('timeline.controls')}>
        <Button className="button" onPress={() => dispatch({ type: 'seek', position: position - 1 })} isDisabled={position === 0}>
          {t('timeline.back')}
        </Button>
        <Button
          className="button button--primary"
          onPress={() => dispatch({ type: playing ? 'pause' : 'play' })}
          isDisabled={total === 0}
        >
          {playing ? t('timeline.pause') : t('timeline.play')}
        </Button>
        <Button className="button" onPress={() => dispatch({ type: 'seek', position: position + 1 })} isDisabled={position >= total}>
          {t('timeline.forward')}
        </Button>
      </Toolbar>
      <Slider
        className="timeline__slider"
        minValue={0}
        maxValue={Math.max(total, 1)}
        value={position}
        onChange={(value) => dispatch({ type: 'seek', position: Array.isArray(value) ? value[0]! : value })}
        isDisabled={total === 0}
      >
        <div className="timeline__slider-head">
          <Label>{t('timeline.position')}</Label>
          <SliderOutput>{() => t('timeline.positionValue', { position, total })}</SliderOutput>
        </div>
        <SliderTrack className="timeline__track">
          <SliderThumb className="timeline__thumb" />
        </SliderTrack>
      </Slider>
      <RecordingCheck timeline={timeline} snapshot={snapshot} />
      {total === 0 ? (
        <p className="empty-state">{t('timeline.empty')}</p>
      ) : (
        <ol className="timeline__events" aria-label={t('timeline.events')} start={0}>
          {[t('timeline.start'), ...events.map(summarizeEvent)].map((text, index) => (
            <li key={index} aria-current={index === position ? 'step' : undefined}>
              <Button className="timeline__event" onPress={() => dispatch({ type: 'seek', position: index })}>
                {text}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
