import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../../ui/kit/badge';
import { ChoiceField } from '../../../../../ui/kit/choice-field';
import { TextInput } from '../../../../../ui/kit/text-input';
import { ADMIN_SLA_POLICIES_GATEWAY, type SlaCondition, type SlaPolicyInput, type SlaPolicyItem, type SlaTargets } from '../../../application/ports/admin-config-gateway';
import type { DeskOptions } from '../../../application/ports/admin-tickets-gateway';
import type { ServiceKind } from '../../../application/ports/ticket-views';
import { calendarProblems, type WorkingHours } from '../../../../../domain/calendars/business-calendar';
import { useDeskOptions } from '../../queries/admin-tickets';
import { AdminFrame } from '../admin-frame';
import { CheckField, Theirs, wholeNumber } from './config-fields';
import { ConfigSection, type FieldsProps, type RecordKind } from './config-section';
import { CalendarFields, usualCalendar, type CalendarDraft } from './sla-calendar-fields';

type Unit = 'minutes' | 'hours';
const CLOCKS = ['firstResponse', 'update', 'resolution'] as const;
type Clock = (typeof CLOCKS)[number];
const KINDS: readonly ServiceKind[] = ['problem', 'service'];

interface TargetDraft {
  readonly unit: Unit;
  readonly firstResponse: string;
  readonly update: string;
  readonly resolution: string;
}

interface Draft {
  readonly name: string;
  readonly order: string;
  /** The default policy has no condition: it applies when no other one matches. */
  readonly isDefault: boolean;
  readonly priorityIds: readonly string[];
  readonly teamIds: readonly string[];
  readonly ticketTypeIds: readonly string[];
  readonly serviceTypes: readonly ServiceKind[];
  readonly tags: string;
  /** Without a calendar no deadline is shown. */
  readonly hasCalendar: boolean;
  readonly calendar: CalendarDraft;
  readonly targets: Readonly<Record<string, TargetDraft>>;
}

const minutesKey = { firstResponse: 'firstResponseMinutes', update: 'updateMinutes', resolution: 'resolutionMinutes' } as const satisfies Record<Clock, keyof SlaTargets>;

function targetDraftOf(targets: SlaTargets | undefined): TargetDraft {
  const values = CLOCKS.map((clock) => targets?.[minutesKey[clock]] ?? null);
  // Hours when every target is whole hours, so a policy reads as it was meant.
  const unit: Unit = values.some((value) => value !== null) && values.every((value) => value === null || value % 60 === 0) ? 'hours' : 'minutes';
  const shown = (value: number | null) => (value === null ? '' : String(unit === 'hours' ? value / 60 : value));
  return { unit, firstResponse: shown(values[0]!), update: shown(values[1]!), resolution: shown(values[2]!) };
}

function minutesOf(target: TargetDraft, clock: Clock): number | null {
  const value = wholeNumber(target[clock]);
  return value === null ? null : value * (target.unit === 'hours' ? 60 : 1);
}

const tagsOf = (text: string) => [...new Set(text.split(',').map((tag) => tag.trim()).filter(Boolean))];

function draftOf(item: SlaPolicyItem): Draft {
  const condition = item.condition ?? {};
  return {
    name: item.name,
    order: String(item.order),
    isDefault: item.condition === null,
    priorityIds: condition.priorityIds ?? [],
    teamIds: condition.teamIds ?? [],
    ticketTypeIds: condition.ticketTypeIds ?? [],
    serviceTypes: condition.serviceTypes ?? [],
    tags: (condition.tags ?? []).join(', '),
    hasCalendar: item.calendar !== null,
    calendar: item.calendar ?? usualCalendar(),
    targets: Object.fromEntries(Object.entries(item.targets).map(([priorityId, targets]) => [priorityId, targetDraftOf(targets)])),
  };
}

function conditionOf(draft: Draft): SlaCondition | null {
  if (draft.isDefault) return null;
  const tags = tagsOf(draft.tags);
  return {
    ...(draft.priorityIds.length > 0 && { priorityIds: draft.priorityIds }),
    ...(draft.teamIds.length > 0 && { teamIds: draft.teamIds }),
    ...(draft.ticketTypeIds.length > 0 && { ticketTypeIds: draft.ticketTypeIds }),
    ...(draft.serviceTypes.length > 0 && { serviceTypes: draft.serviceTypes }),
    ...(tags.length > 0 && { tags }),
  };
}

/** The calendar as the domain reads it; weekdays outside 0–6 are the domain's to refuse, not this cast's. */
const domainCalendar = (calendar: CalendarDraft) => ({ ...calendar, hours: calendar.hours.map((each) => ({ ...each, weekday: each.weekday as WorkingHours['weekday'] })) });

function inputOf(draft: Draft): SlaPolicyInput {
  return {
    name: draft.name.trim(),
    order: wholeNumber(draft.order) ?? 0,
    condition: conditionOf(draft),
    calendar: draft.hasCalendar ? { ...draft.calendar, timeZone: draft.calendar.timeZone.trim(), holidays: draft.calendar.holidays.filter(Boolean) } : null,
    targets: Object.fromEntries(
      Object.entries(draft.targets)
        .map(([priorityId, target]) => [priorityId, { firstResponseMinutes: minutesOf(target, 'firstResponse'), updateMinutes: minutesOf(target, 'update'), resolutionMinutes: minutesOf(target, 'resolution') }] as const)
        .filter(([, targets]) => Object.values(targets).some((value) => value !== null)),
    ),
  };
}

function Choices({ legend, options, chosen, onChange }: { legend: string; options: readonly { id: string; name: string }[]; chosen: readonly string[]; onChange: (chosen: readonly string[]) => void }) {
  const { t } = useTranslation('service-desk-admin');
  return (
    <fieldset className="choices">
      <legend className="field-label">{legend}</legend>
      {options.length === 0 && <span className="muted">{t('config.sla.nothingToChoose')}</span>}
      {options.map((option) => (
        <label key={option.id} className="check-field__label">
          <input
            type="checkbox"
            className="checkbox"
            checked={chosen.includes(option.id)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))}
          />
          {option.name}
        </label>
      ))}
    </fieldset>
  );
}

function TargetsFields({ draft, onChange, priorities, fieldError }: { draft: Draft; onChange: (draft: Draft) => void; priorities: DeskOptions['priorities']; fieldError: (field: string) => string | undefined }) {
  const { t } = useTranslation('service-desk-admin');
  const targetOf = (priorityId: string) => draft.targets[priorityId] ?? { unit: 'hours', firstResponse: '', update: '', resolution: '' };
  const set = (priorityId: string, change: Partial<TargetDraft>) => onChange({ ...draft, targets: { ...draft.targets, [priorityId]: { ...targetOf(priorityId), ...change } } });
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{t('config.sla.targets')}</legend>
      <p className="form-section__description">{t('config.sla.targetsHint')}</p>
      {priorities.map((priority) => {
        const target = targetOf(priority.id);
        return (
          <fieldset key={priority.id} className="sla-target">
            <legend className="field-label">{priority.name}</legend>
            {CLOCKS.map((clock) => (
              <TextInput
                key={clock}
                label={t(`sla.clocks.${clock}`)}
                inputMode="numeric"
                value={target[clock]}
                onChange={(value) => set(priority.id, { [clock]: value })}
                error={fieldError(`targets.${priority.id}.${clock}`)}
              />
            ))}
            <ChoiceField
              label={t('config.sla.unit')}
              value={target.unit}
              onChange={(unit) => set(priority.id, { unit: unit as Unit })}
              options={(['minutes', 'hours'] as const).map((unit) => ({ value: unit, label: t(`config.sla.units.${unit}`) }))}
            />
          </fieldset>
        );
      })}
    </fieldset>
  );
}

function SlaFields({ draft, onChange, fieldError, opened, theirs }: FieldsProps<Draft>) {
  const { t } = useTranslation('service-desk-admin');
  const options = useDeskOptions().data;
  return (
    <>
      <TextInput label={t('config.fields.name')} isRequired value={draft.name} onChange={(name) => onChange({ ...draft, name })} error={fieldError('name')} />
      <Theirs field="name" opened={opened} theirs={theirs} />
      <TextInput label={t('config.fields.order')} inputMode="numeric" description={t('config.sla.orderHint')} value={draft.order} onChange={(order) => onChange({ ...draft, order })} error={fieldError('order')} />
      <Theirs field="order" opened={opened} theirs={theirs} />
      <fieldset className="form-section">
        <legend className="form-section__title">{t('config.sla.condition')}</legend>
        <CheckField label={t('config.sla.isDefault')} description={t('config.sla.isDefaultHint')} checked={draft.isDefault} onChange={(isDefault) => onChange({ ...draft, isDefault })} error={fieldError('condition')} />
        {!draft.isDefault && (
          <>
            <p className="form-section__description">{t('config.sla.conditionHint')}</p>
            <Choices legend={t('config.sla.priorities')} options={options?.priorities ?? []} chosen={draft.priorityIds} onChange={(priorityIds) => onChange({ ...draft, priorityIds })} />
            <Choices legend={t('config.sla.teams')} options={options?.teams ?? []} chosen={draft.teamIds} onChange={(teamIds) => onChange({ ...draft, teamIds })} />
            <Choices legend={t('config.sla.ticketTypes')} options={options?.ticketTypes ?? []} chosen={draft.ticketTypeIds} onChange={(ticketTypeIds) => onChange({ ...draft, ticketTypeIds })} />
            <Choices
              legend={t('config.sla.serviceTypes')}
              options={KINDS.map((kind) => ({ id: kind, name: t(`dashboard.kinds.${kind}`) }))}
              chosen={draft.serviceTypes}
              onChange={(serviceTypes) => onChange({ ...draft, serviceTypes: serviceTypes as ServiceKind[] })}
            />
            <TextInput label={t('config.sla.tags')} description={t('properties.tagsHint')} value={draft.tags} onChange={(tags) => onChange({ ...draft, tags })} error={fieldError('condition.tags')} />
          </>
        )}
      </fieldset>
      <CheckField label={t('config.sla.hasCalendar')} description={t('config.sla.hasCalendarHint')} checked={draft.hasCalendar} onChange={(hasCalendar) => onChange({ ...draft, hasCalendar })} />
      {draft.hasCalendar && <CalendarFields calendar={draft.calendar} onChange={(calendar) => onChange({ ...draft, calendar })} error={fieldError('calendar')} />}
      <TargetsFields draft={draft} onChange={onChange} priorities={options?.priorities ?? []} fieldError={fieldError} />
    </>
  );
}

function useSlaKind(): RecordKind<SlaPolicyItem, Draft, SlaPolicyInput> {
  const { t } = useTranslation('service-desk-admin');
  const options = useDeskOptions().data;
  const nameIn = (items: readonly { id: string; name: string }[] | undefined, ids: readonly string[] | undefined) =>
    (ids ?? []).map((id) => items?.find((item) => item.id === id)?.name ?? id).join(', ');
  return {
    token: ADMIN_SLA_POLICIES_GATEWAY,
    kind: 'sla',
    nameOf: (item) => item.name,
    emptyDraft: () => ({ name: '', order: '10', isDefault: false, priorityIds: [], teamIds: [], ticketTypeIds: [], serviceTypes: [], tags: '', hasCalendar: true, calendar: usualCalendar(), targets: {} }),
    draftOf,
    inputOf,
    problemsOf: (draft) => {
      const calendar = draft.hasCalendar ? calendarProblems(domainCalendar(inputOf(draft).calendar!)) : [];
      const badTargets = Object.entries(draft.targets).flatMap(([priorityId, target]) =>
        CLOCKS.filter((clock) => target[clock].trim() !== '' && !(wholeNumber(target[clock])! > 0)).map((clock) => [`targets.${priorityId}.${clock}`, t('config.problems.positiveNumber')] as const),
      );
      return {
        ...(!draft.name.trim() && { name: t('config.problems.nameRequired') }),
        ...(wholeNumber(draft.order) === null && { order: t('config.problems.wholeNumber') }),
        ...(calendar.length > 0 && { calendar: calendar.map((problem) => t(`config.sla.problems.${problem}`)).join(' ') }),
        ...Object.fromEntries(badTargets),
      };
    },
    Fields: SlaFields,
    columns: [
      { header: t('config.fields.order'), cell: (item) => item.order },
      { header: t('config.fields.name'), cell: (item) => item.name },
      {
        header: t('config.sla.condition'),
        cell: (item) =>
          item.condition === null ? (
            <Badge tone="info">{t('config.sla.default')}</Badge>
          ) : (
            [
              item.condition.priorityIds?.length && `${t('config.sla.priorities')}: ${nameIn(options?.priorities, item.condition.priorityIds)}`,
              item.condition.teamIds?.length && `${t('config.sla.teams')}: ${nameIn(options?.teams, item.condition.teamIds)}`,
              item.condition.ticketTypeIds?.length && `${t('config.sla.ticketTypes')}: ${nameIn(options?.ticketTypes, item.condition.ticketTypeIds)}`,
              item.condition.serviceTypes?.length && `${t('config.sla.serviceTypes')}: ${item.condition.serviceTypes.map((kind) => t(`dashboard.kinds.${kind}`)).join(', ')}`,
              item.condition.tags?.length && `${t('config.sla.tags')}: ${item.condition.tags.join(', ')}`,
            ]
              .filter(Boolean)
              .join(' · ') || t('config.sla.always')
          ),
      },
      { header: t('config.sla.calendar'), cell: (item) => item.calendar?.timeZone ?? t('config.sla.noCalendar') },
    ],
  };
}

/** The SLA policies, in order: the first whose condition matches a ticket applies, else the default. */
export default function SlaScreen() {
  const { t } = useTranslation('service-desk-admin');
  const kind = useSlaKind();
  return (
    <AdminFrame title={t('config.pages.sla-configuration')} lead={t('config.sla.lead')}>
      <ConfigSection kind={kind} title={t('config.sla.title')} />
    </AdminFrame>
  );
}
