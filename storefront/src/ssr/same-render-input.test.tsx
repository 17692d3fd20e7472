import { describe, expect, it } from 'vitest';
import { sameRenderInput } from './same-render-input';

function Tile({ name }: { name: string; onOpen: () => void }) {
  return <p>{name}</p>;
}

describe('sameRenderInput (which renders of a waiting hydration stage still show the server state)', () => {
  const branch = { id: 1, name: 'Mariahilf' };

  it('holds for a new render of equal values (new objects), whatever the event handlers', () => {
    const first = (
      <section id="a" data-branch={{ ...branch }}>
        <h2>Brot</h2>
        {[<Tile key="1" name="Semmel" onOpen={() => undefined} />]}
      </section>
    );
    const again = (
      <section id="a" data-branch={branch}>
        <h2>Brot</h2>
        {[<Tile key="1" name="Semmel" onOpen={() => undefined} />]}
      </section>
    );
    expect(sameRenderInput(first, again)).toBe(true);
  });

  it('fails for another text, another object, another key, element type or child count', () => {
    const base = (
      <section id="a" data-branch={branch}>
        <h2>Brot</h2>
      </section>
    );
    expect(
      sameRenderInput(
        base,
        <section id="a" data-branch={branch}>
          <h2>Gebäck</h2>
        </section>,
      ),
    ).toBe(false);
    expect(
      sameRenderInput(
        base,
        <section id="a" data-branch={{ ...branch, name: 'Neubau' }}>
          <h2>Brot</h2>
        </section>,
      ),
    ).toBe(false);
    expect(
      sameRenderInput(
        base,
        <div id="a" data-branch={branch}>
          <h2>Brot</h2>
        </div>,
      ),
    ).toBe(false);
    expect(
      sameRenderInput(
        base,
        <section id="a">
          <h2>Brot</h2>
        </section>,
      ),
    ).toBe(false);
    expect(sameRenderInput([<p key="1" />], [<p key="2" />])).toBe(false);
    expect(sameRenderInput({ id: 1 }, { id: 1, name: 'Neubau' })).toBe(false);
    expect(sameRenderInput({ at: new Date(1) }, { at: new Date(1) })).toBe(false); // not plain: by identity
    expect(sameRenderInput([<p key="1" />], [<p key="1" />, <p key="2" />])).toBe(false);
  });
});
