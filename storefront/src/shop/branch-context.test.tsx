import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BranchSelectionProvider, useBranchSelection, useClearBranchSelectionOnLoad } from './branch-context';
import { SELECTED_BRANCH_KEY } from './cart/selected-branch';

function Selected() {
  const { selected, select } = useBranchSelection();
  return (
    <>
      <output aria-label="Auswahl">{selected ?? 'keine'}</output>
      <button type="button" onClick={() => select('linz-zentrum')}>
        Linz wählen
      </button>
    </>
  );
}

function DivisionPage() {
  useClearBranchSelectionOnLoad();
  return <p>Startseite</p>;
}

function App() {
  const [home, setHome] = useState(false);
  return (
    <BranchSelectionProvider>
      <Selected />
      <button type="button" onClick={() => setHome(true)}>
        Zur Startseite
      </button>
      {home && <DivisionPage />}
    </BranchSelectionProvider>
  );
}

describe('branch selection (spec §4: cleared when the division page loads)', () => {
  it('keeps and stores the selection made on a store page', () => {
    window.sessionStorage.setItem(SELECTED_BRANCH_KEY, 'wien-mariahilf');
    render(<App />);
    expect(screen.getByLabelText('Auswahl').textContent).toBe('wien-mariahilf');
    act(() => screen.getByRole('button', { name: 'Linz wählen' }).click());
    expect(screen.getByLabelText('Auswahl').textContent).toBe('linz-zentrum');
    expect(window.sessionStorage.getItem(SELECTED_BRANCH_KEY)).toBe('linz-zentrum');
  });

  it('clears the selection in memory and in session storage when / is shown', () => {
    window.sessionStorage.setItem(SELECTED_BRANCH_KEY, 'wien-mariahilf');
    render(<App />);
    act(() => screen.getByRole('button', { name: 'Zur Startseite' }).click());
    expect(screen.getByText('Startseite')).toBeTruthy();
    expect(screen.getByLabelText('Auswahl').textContent).toBe('keine');
    expect(window.sessionStorage.getItem(SELECTED_BRANCH_KEY)).toBeNull();
  });

  it('clears a selection loaded straight into /', () => {
    window.sessionStorage.setItem(SELECTED_BRANCH_KEY, 'wien-mariahilf');
    render(
      <BranchSelectionProvider>
        <DivisionPage />
        <Selected />
      </BranchSelectionProvider>,
    );
    expect(screen.getByLabelText('Auswahl').textContent).toBe('keine');
    expect(window.sessionStorage.getItem(SELECTED_BRANCH_KEY)).toBeNull();
  });
});
