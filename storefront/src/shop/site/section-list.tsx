import { type ComponentType, Fragment } from 'react';
import { HydrationStage } from '../../ssr/hydration-stage';
import { BlockSection } from './sections/block-section';
import { Categories } from './sections/categories';
import { ContactFormSection } from './sections/contact-form-section';
import { Hero } from './sections/hero';
import { HeroSite } from './sections/hero-site';
import { LinkSection } from './sections/link-section';
import { Offers } from './sections/offers';
import { Parallax } from './sections/parallax';
import { Partner } from './sections/partner';
import { ShopTeaser } from './sections/shop-teaser';
import { Slider } from './sections/slider';
import { Teaser } from './sections/teaser';
import { TextSection } from './sections/text-section';
import { ThreeColumns } from './sections/three-columns';
import { Tour } from './sections/tour';
import { Vacancies } from './sections/vacancies';
import styles from './site.module.css';
import type { Section } from './site-types';

type SectionComponent = ComponentType<{ section: Section }>;

/** Spec §2 CMS page types: the sections of custom_home and custom_site pages, by their `type`. */
const sectionComponents: Record<string, SectionComponent> = {
  // custom_home
  threeColumns: ThreeColumns,
  slider: Slider,
  parallax: Parallax,
  teaser: Teaser,
  offers: Offers,
  tour: Tour,
  iframe: Tour,
  links: LinkSection,
  linkSection: LinkSection,
  shopTeaser: ShopTeaser,
  // custom_site
  heroSite: HeroSite,
  categories: Categories,
  vacancies: Vacancies,
  text: TextSection,
  partner: Partner,
  contactForm: ContactFormSection,
  // both
  block: BlockSection,
};

/** The element id of a section: its `anchor` (for '#…' links) or 'abschnitt-{n}'. */
export function sectionId(section: Section, index: number): string {
  return section.anchor || `abschnitt-${index + 1}`;
}

/** Whether a page knows how to show this section type (unknown ones are left out). */
export function isKnownSection(section: Section): boolean {
  return section.type === 'hero' || Object.hasOwn(sectionComponents, section.type);
}

/**
 * Whether a section hydrates in a task of its own (hydration-stage.tsx): all but the contact form, whose fields number
 * their ids with useId.
 */
function hydratesLater(section: Section): boolean {
  return section.type !== 'contactForm';
}

/** The sections in order, each in its own landmark-free block with an id (the hero's scroll-down target). */
export function SectionList({ sections }: { sections: Section[] }) {
  const shown = sections.filter(isKnownSection);
  return (
    <>
      {shown.map((section, index) => {
        const following = shown[index + 1];
        const next = following ? sectionId(following, index + 1) : null;
        const Component = sectionComponents[section.type];
        const id = sectionId(section, index);
        const element = (
          <section
            id={id}
            className={`${styles.section} ${section.type === 'hero' ? styles.heroSection : ''}`}
            data-section={section.type}
          >
            {section.type === 'hero' ? (
              <Hero section={section} nextId={next} />
            ) : (
              Component && <Component section={section} />
            )}
          </section>
        );
        // biome-ignore lint/suspicious/noArrayIndexKey: CMS content in its stored order
        if (!hydratesLater(section)) return <Fragment key={index}>{element}</Fragment>;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: CMS content in its stored order
          <HydrationStage key={index} rootId={id}>
            {element}
          </HydrationStage>
        );
      })}
    </>
  );
}
