import { navigationLinks } from '@bestell/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Loader } from '../layout/loader';
import { NavigationEntries } from '../navigation/navigation-list';
import type { AreaOverride, Overrides } from './areas';
import { OverridesProvider } from './overrides';

const links = navigationLinks([
  { type: 'home', target: null, label: 'Start', suffix: 'neu', isEnabled: true, children: [] },
]);

const UpperLabel: AreaOverride<'NavigationItemLabel'> = ({ link }) => <>» {link.label.toUpperCase()}</>;

const StarredLabel: AreaOverride<'NavigationItemLabel'> = ({ Default, link }) => (
  <>
    <span aria-hidden="true">★ </span>
    <Default link={link} />
  </>
);

const PatientLoader: AreaOverride<'Loader'> = () => <p>Einen Moment bitte …</p>;

function renderNavigation(overrides: Overrides) {
  return render(
    <MemoryRouter>
      <OverridesProvider overrides={overrides}>
        <ul>
          <NavigationEntries links={links} />
        </ul>
      </OverridesProvider>
    </MemoryRouter>,
  );
}

describe('overridable areas (spec §2 Layout, docs/overrides.md)', () => {
  it('renders the default without a replacement', () => {
    renderNavigation({});
    expect(screen.getByRole('link').textContent).toBe('Start neu');
  });

  it('a registered replacement takes the place of the default and gets its props', () => {
    renderNavigation({ NavigationItemLabel: UpperLabel });
    expect(screen.getByRole('link').textContent).toBe('» START');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
  });

  it('a replacement may wrap the default it is given', () => {
    renderNavigation({ NavigationItemLabel: StarredLabel });
    expect(screen.getByRole('link').textContent).toBe('★ Start neu');
  });

  it('replaces an area without props (Loader) and leaves the others alone', () => {
    const overrides: Overrides = { Loader: PatientLoader };
    render(
      <OverridesProvider overrides={overrides}>
        <Loader />
      </OverridesProvider>,
    );
    expect(screen.getByText('Einen Moment bitte …')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
