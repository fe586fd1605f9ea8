/**
 * @jest-environment ./src/testing/jsdom-environment.cjs
 */
import './jest-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from 'antd';

describe('computed styles in the screens tests', () => {
  it('still hide what a class hides, and skip what does not decide visibility', () => {
    render(
      <>
        <style>{'.shut { display: none } .faint { visibility: hidden } .inert { pointer-events: none } .red { color: rgb(255, 0, 0) } @media screen { .narrow { display: none } }'}</style>
        <button className="shut">Hidden by a class</button>
        <button className="narrow">Hidden on a screen</button>
        <button className="faint">Invisible by a class</button>
        <button className="inert red">Shown</button>
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Hidden by a class' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invisible by a class' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hidden on a screen' })).toBeNull();
    const shown = screen.getByRole('button', { name: 'Shown' });
    expect(getComputedStyle(shown).pointerEvents).toBe('none');
    expect(getComputedStyle(shown).color).not.toBe('rgb(255, 0, 0)');
  });

  it("hide the options of an antd Select once it closes", async () => {
    const user = userEvent.setup();
    render(<Select aria-label="Colour" options={[{ value: 'r', label: 'Red' }, { value: 'g', label: 'Green' }]} />);
    await user.click(screen.getByRole('combobox', { name: 'Colour' }));
    await user.click(await screen.findByTitle('Green'));
    expect(screen.queryByRole('option', { name: 'Red' })).toBeNull();
  });
});
