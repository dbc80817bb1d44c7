import { Body1, Card, CardHeader, Checkbox, InfoButton, Subtitle1, Subtitle2, checkboxClassNames, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { MELK_FORM_FIELDS } from '../declaration';
import { fieldAt } from '@klw/contracts/forms';
import { melkFieldPaths, melkGroupOf } from '../rules/melk-field-paths';
import type { MelkFieldPath, MelkTotaalGroup } from '../rules/melk-field-paths';
import { FormField, useFieldChecks } from '@klw/forms';
import { touchTarget } from '@klw/ui';
import { groupLegend, heeftAutomatischeLeveringen } from '../rules/form-rules';
import { useMelklevering } from '../store/melklevering-store';
import { InfoPopupText } from './info-popup-text';
import { PerKoeSummary } from './per-koe-summary';

const useStyles = makeStyles({
  // Fluent's Card clips what sticks out of it; the info popup, opened upwards from a button low in the window,
  // was cut off by the card's top edge. Nothing else in this card sticks out.
  card: { overflow: 'visible' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // Every row of fields in the same columns. Aligned to the top: a message under one field must not stretch the
  // inputs beside it (a grid stretches its items to the row's height by default).
  fields: {
    display: 'grid',
    // At most the card's width: at 320 px (400 % zoom) a 16rem column would cut off the inputs and their units.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
    alignItems: 'start',
    gap: tokens.spacingVerticalM,
  },
  group: { margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { gridColumn: '1 / -1', padding: 0, marginBottom: tokens.spacingVerticalS },
  infoButton: touchTarget,
  // The tick's box and its label are one target; on a phone the native input over them is 44 px high and wide.
  checkbox: touchTarget,
  checkboxInput: touchTarget,
  // Locked (forced, or a read-only year), the tick still says what it holds: Fluent's disabled grey was too pale
  // to read. Its state says it cannot be changed; the text under it says why.
  checkboxLocked: {
    [`& .${checkboxClassNames.label}`]: { color: tokens.colorNeutralForeground2 },
    [`& .${checkboxClassNames.indicator}`]: { color: tokens.colorNeutralForeground2, borderColor: tokens.colorNeutralStroke1 },
  },
  // The tick and why it is forced, together: the text right under the checkbox's label.
  switch: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  why: { margin: 0, paddingLeft: tokens.spacingHorizontalS },
});

/** For a year without delivery months, beside the forced tick: why it is ticked and cannot be changed. */
const NO_DELIVERIES_STATE = 'Voor dit jaar zijn geen automatische melkleveringen ontvangen.';
export const NO_DELIVERIES_TEXT = `${NO_DELIVERIES_STATE} Vul de melklevering daarom hieronder zelf in.`;

interface FormValues {
  messages: ReadonlyMap<string, string>;
  /** The fields to fill in, as last checked (announced as required; none in a read-only year). */
  required: ReadonlySet<string>;
  readOnly: boolean;
}

function fieldFor(path: MelkFieldPath, { messages, required, readOnly }: FormValues) {
  const entry = fieldAt(MELK_FORM_FIELDS, path);
  if (!entry) return null;
  return (
    <FormField
      key={path}
      path={path}
      field={entry.field}
      message={messages.get(path)}
      required={required.has(path)}
      readOnly={readOnly}
    />
  );
}

interface GroupProps {
  group: MelkTotaalGroup;
  paths: readonly MelkFieldPath[];
  values: FormValues;
}

function MelkGroup({ group, paths, values }: GroupProps) {
  const styles = useStyles();
  return (
    <fieldset className={mergeClasses(styles.fields, styles.group)}>
      <legend className={styles.legend}>
        <Subtitle2>{groupLegend(group)}</Subtitle2>
      </legend>
      {paths.filter((path) => melkGroupOf(path) === group).map((path) => fieldFor(path, values))}
    </fieldset>
  );
}

/** 'Handmatige melkleveringen': the switch, the manual and own-dairy figures, calves, other production, per cow. */
export function ManualCard({ readOnly }: { readOnly: boolean }) {
  const styles = useStyles();
  const form = useMelklevering((state) => state.form);
  const data = useMelklevering((state) => state.data);
  const setHandmatig = useMelklevering((state) => state.setHandmatig);
  const jaar = data?.kringloopwijzerJaar;
  // docs/PRODUCT.md section 5: the messages of the form as last checked (on load, on blur, on a save attempt).
  const { messages, required } = useFieldChecks(readOnly);
  const whyId = useId('klw-no-deliveries-');
  if (!form || !data || jaar === undefined) return null;
  const forced = !heeftAutomatischeLeveringen(data);
  const values: FormValues = { messages, required, readOnly };
  // The year's fields in screen order; the groups first, then the year's single fields (calves, other production).
  const paths = melkFieldPaths(jaar);
  const single = paths.filter((path) => melkGroupOf(path) === undefined);

  return (
    <Card className={styles.card}>
      <CardHeader
        header={<Subtitle1 as="h2">Handmatige melkleveringen</Subtitle1>}
        action={<InfoButton className={styles.infoButton} aria-label="Informatie" info={<InfoPopupText />} />}
      />
      <div className={styles.body}>
        <div className={styles.switch}>
          <Checkbox
            className={mergeClasses(styles.checkbox, (readOnly || forced) && styles.checkboxLocked)}
            input={{ className: styles.checkboxInput }}
            label="Melkleveringen handmatig invullen"
            checked={form.gebruikHandmatigeMelkRegistratie}
            disabled={readOnly || forced}
            aria-describedby={forced ? whyId : undefined}
            onChange={(_event, change) => setHandmatig(change.checked === true)}
          />
          {forced ? (
            <Body1 as="p" id={whyId} className={styles.why}>
              {/* A year that cannot be changed gets the state only, no task. */}
              {readOnly ? NO_DELIVERIES_STATE : NO_DELIVERIES_TEXT}
            </Body1>
          ) : null}
        </div>
        {form.gebruikHandmatigeMelkRegistratie ? (
          <MelkGroup group="totaalHandmatig" paths={paths} values={values} />
        ) : null}
        <MelkGroup group="totaalZelfZuivel" paths={paths} values={values} />
        {single.length > 0 ? <div className={styles.fields}>{single.map((path) => fieldFor(path, values))}</div> : null}
        <PerKoeSummary form={form} aantalMelkkoeien={data.aantalMelkkoeien} jaar={jaar} />
      </div>
    </Card>
  );
}
