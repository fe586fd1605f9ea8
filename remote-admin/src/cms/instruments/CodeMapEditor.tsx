import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { INSTRUMENT_CODE_MAX, INSTRUMENT_CODES_MAX, INTERFACE_SCREEN_TEXTS as TEXTS } from '@lab/shared';
import { Button, Flex, Input, Select, Typography, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { codeRow, type CodeRow } from './instrument-form';

interface CodeMapEditorProps {
  rows: CodeRow[];
  onChange(rows: CodeRow[]): void;
  markerOptions: { value: number; label: string }[];
}

const HINT = 'instrument-codes-hint';

/**
 * The test code map: one row per code the analyzer uses and the marker it stands for. Every
 * control is named with its row ('Instrument code, row 2') so a screen reader user knows which
 * row they are in; a new row takes the focus, and a removed row hands it to the row that takes its
 * place (else the Add button), so the keyboard never falls back to the top of the dialog.
 */
export function CodeMapEditor({ rows, onChange, markerOptions }: CodeMapEditorProps) {
  const codeInputs = useRef(new Map<number, InputRef>());
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusOn, setFocusOn] = useState<number | 'add' | null>(null);

  useEffect(() => {
    if (focusOn === null) return;
    if (focusOn === 'add') addButton.current?.focus();
    else codeInputs.current.get(focusOn)?.focus();
    setFocusOn(null);
  }, [focusOn]);

  const change = (key: number, patch: Partial<CodeRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  function add() {
    const row = codeRow();
    onChange([...rows, row]);
    setFocusOn(row.key);
  }

  function remove(index: number) {
    const rest = rows.filter((_, i) => i !== index);
    onChange(rest);
    setFocusOn(rest[index]?.key ?? rest[index - 1]?.key ?? 'add');
  }

  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-describedby={HINT}>
      <legend style={{ marginBottom: 2, padding: 0 }}>
        <Typography.Text strong>Test code map</Typography.Text>
      </legend>
      <Typography.Text type="secondary" id={HINT} style={{ display: 'block', marginBottom: 8, fontSize: 12 }}>
        {TEXTS.codesHint}
      </Typography.Text>
      {rows.length === 0 && <Typography.Text type="secondary">{TEXTS.noCodes}</Typography.Text>}
      <Flex vertical gap={8} style={{ maxHeight: 320, overflowY: 'auto', paddingRight: 4 }}>
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <Flex key={row.key} gap={8} align="center" role="group" aria-label={`Code row ${n}`}>
              <Input
                ref={(input) => {
                  if (input) codeInputs.current.set(row.key, input);
                  else codeInputs.current.delete(row.key);
                }}
                aria-label={`Instrument code, row ${n}`}
                placeholder="Instrument code"
                maxLength={INSTRUMENT_CODE_MAX}
                value={row.code}
                onChange={(e) => change(row.key, { code: e.target.value })}
                style={{ flex: '1 1 40%' }}
              />
              <Select<number>
                aria-label={`Marker, row ${n}`}
                placeholder="Marker"
                value={row.marker_id}
                onChange={(marker_id) => change(row.key, { marker_id })}
                options={markerOptions}
                showSearch={{ optionFilterProp: 'label' }}
                style={{ flex: '1 1 60%', minWidth: 0 }}
              />
              <Button icon={<DeleteOutlined />} aria-label={`Remove row ${n}`} onClick={() => remove(index)} />
            </Flex>
          );
        })}
      </Flex>
      <Button ref={addButton} icon={<PlusOutlined />} onClick={add} disabled={rows.length >= INSTRUMENT_CODES_MAX} style={{ marginTop: 8 }}>
        {TEXTS.addCode}
      </Button>
    </fieldset>
  );
}
