import { BarcodeOutlined } from '@ant-design/icons';
import { INTERFACE_SCREEN_TEXTS as TEXTS } from '@lab/shared';
import { Input, Typography } from 'antd';
import { useEffect, useState, type KeyboardEvent } from 'react';

const ID = 'worklist-barcode-scan';

/**
 * A scanner types the barcode and presses Enter: the search runs then, not on every character (a
 * half-read barcode would flash other specimens). The text stays selected afterwards so the next
 * scan replaces it; clearing the box shows the whole worklist again.
 */
export function BarcodeScanField({ applied, onSearch }: { applied: string; onSearch(barcode: string): void }) {
  const [value, setValue] = useState(applied);
  useEffect(() => setValue(applied), [applied]);

  function onEnter(event: KeyboardEvent<HTMLInputElement>) {
    onSearch(value.trim());
    event.currentTarget.select();
  }

  return (
    <div>
      <label htmlFor={ID} style={{ display: 'block', marginBottom: 4 }}>
        <Typography.Text strong>{TEXTS.scanBarcode}</Typography.Text>
      </label>
      <Input
        id={ID}
        allowClear
        autoComplete="off"
        maxLength={100}
        prefix={<BarcodeOutlined aria-hidden />}
        style={{ width: 280 }}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (!e.target.value) onSearch(''); // the clear button, or the box emptied
        }}
        onPressEnter={onEnter}
      />
    </div>
  );
}
