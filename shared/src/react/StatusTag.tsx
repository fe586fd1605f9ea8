import { Tag } from 'antd';
import type { ReactNode } from 'react';

/** The tones a status or priority badge may take (antd's preset names). */
export type TagTone = 'gold' | 'blue' | 'cyan' | 'processing' | 'green' | 'red' | 'orange' | 'purple' | 'default';

// antd's preset tag colours put -7 text on a -1 background, about 3.5:1; these use the -9 text
// of the same palette, 7:1 or more, so badges meet WCAG 2.1 AA.
const TONES: Record<TagTone, { color: string; background: string; borderColor: string }> = {
  gold: { color: '#613400', background: '#fffbe6', borderColor: '#ffe58f' },
  blue: { color: '#002c8c', background: '#e6f4ff', borderColor: '#91caff' },
  processing: { color: '#002c8c', background: '#e6f4ff', borderColor: '#91caff' },
  cyan: { color: '#002329', background: '#e6fffb', borderColor: '#87e8de' },
  green: { color: '#092b00', background: '#f6ffed', borderColor: '#b7eb8f' },
  red: { color: '#5c0011', background: '#fff1f0', borderColor: '#ffa39e' },
  orange: { color: '#612500', background: '#fff7e6', borderColor: '#ffd591' },
  purple: { color: '#120338', background: '#f9f0ff', borderColor: '#d3adf7' },
  default: { color: 'rgba(0, 0, 0, 0.88)', background: '#fafafa', borderColor: '#d9d9d9' },
};

/** A status or priority badge in one of the preset tones, readable at AA contrast. */
export function StatusTag({ tone = 'default', children }: { tone?: TagTone; children: ReactNode }) {
  return (
    <Tag bordered style={TONES[tone]}>
      {children}
    </Tag>
  );
}
