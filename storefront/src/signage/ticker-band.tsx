import { regionSlidesAt, type SignageProgram } from '@bestell/domain';
import { useEffect, useState } from 'react';
import type { PlayerClock } from './clock';

const minuteMs = 60_000;

/** The price band of the `ticker` layout: the ticker region's slides as one running line of names and prices. */
export function TickerBand({ program, clock }: { program: SignageProgram; clock: PlayerClock }) {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    let cancel: () => void = () => undefined;
    const schedule = () => {
      cancel = clock.delay(minuteMs - (clock.now() % minuteMs) + 1, () => {
        setNow(clock.now());
        schedule();
      });
    };
    schedule();
    return () => cancel();
  }, [clock]);
  const slides = regionSlidesAt(program, 'ticker', Math.max(now, clock.now()));
  const items = slides.map((slide) => (
    <li key={slide.key} data-slide={slide.key}>
      <span className="signage-ticker__title">{slide.title}</span>
      {slide.priceText ? <span className="signage-ticker__price"> {slide.priceText}</span> : null}
      {slide.priceText && slide.unitText ? <span className="signage-ticker__unit"> {slide.unitText}</span> : null}
    </li>
  ));
  return (
    <section className="signage-region signage-region--ticker" data-region="ticker">
      <div className="signage-ticker">
        <ul className="signage-ticker__run">{items}</ul>
        <ul className="signage-ticker__run" aria-hidden="true">
          {items}
        </ul>
      </div>
    </section>
  );
}
