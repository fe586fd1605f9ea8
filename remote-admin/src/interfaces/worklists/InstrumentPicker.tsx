import { INTERFACE_SCREEN_TEXTS as TEXTS, type Instrument } from '@lab/shared';
import { Select, Typography } from 'antd';

const ID = 'worklist-instrument';

/** Which instrument's worklist is shown, by name (its institution too, for who sees several). */
export function InstrumentPicker({ instruments, value, onChange, loading }: { instruments: readonly Instrument[]; value: number | undefined; onChange(id: number): void; loading: boolean }) {
  const institutions = new Set(instruments.map((i) => i.institution_id));
  const options = instruments.map((i) => ({ value: i.id, label: institutions.size > 1 ? `${i.name} (${i.institution_name})` : i.name }));
  return (
    <div>
      <label htmlFor={ID} style={{ display: 'block', marginBottom: 4 }}>
        <Typography.Text strong>{TEXTS.instrument}</Typography.Text>
      </label>
      <Select<number>
        id={ID}
        placeholder={TEXTS.chooseInstrument}
        loading={loading}
        value={value}
        onChange={onChange}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 260 }}
      />
    </div>
  );
}
