import type { CSSProperties } from 'react';

const page: CSSProperties = { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' };
const spinner: CSSProperties = { width: 32, height: 32, borderRadius: '50%', border: '3px solid #d6e4ff', borderTopColor: '#0958d9', animation: 'lab-shell-spin 0.8s linear infinite' };

/** Shown on a first visit to a signed-in page while the shell's code loads: plain markup, no antd yet. */
export function ShellLoading() {
  return (
    <div style={page} role="status" aria-label="Loading the portal">
      <style>{'@keyframes lab-shell-spin { to { transform: rotate(360deg); } }'}</style>
      <div style={spinner} />
    </div>
  );
}
