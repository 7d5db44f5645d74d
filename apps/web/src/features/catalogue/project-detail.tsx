import { SITE_ROUTES } from '@netzero/content';
import type { Product } from '@netzero/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { fillCopy } from '../../content/fill-copy';
import { SHOP_COPY } from '../../content/shop.copy';
import hero from '../../ui/detail-hero.module.css';
import { ProjectImage } from '../../ui/project-image';
import { ProjectBuyBox } from './project-buy-box';
import styles from './project-detail.module.css';
import { formatTonnes } from './project-facts';
import { SdgList } from './sdg-list';
import type { AddToCartFlow } from './use-add-to-cart';

/**
 * A project's page body: hero with its illustration, facts, SDGs and the buy box. `children` go
 * below the SDGs, for the richer per-project content a later issue adds.
 */
export function ProjectDetail({
  product,
  cart,
  children,
}: {
  product: Product;
  cart: AddToCartFlow;
  children?: ReactNode;
}) {
  const facts: [string, string | undefined][] = [
    [SHOP_COPY.project.location, product.location],
    [SHOP_COPY.project.standard, product.standard],
    [SHOP_COPY.project.vintage, product.vintage?.toString()],
    [
      SHOP_COPY.project.available,
      product.availableTonnes === undefined
        ? undefined
        : fillCopy(SHOP_COPY.project.availableValue, {
            tonnes: formatTonnes(product.availableTonnes),
          }),
    ],
  ];
  const sdgs = product.sdgs ?? [];
  const factsId = useId();
  const sdgsId = useId();
  return (
    <>
      <section className={hero.hero}>
        <div className={`container ${hero.grid}`}>
          <div>
            <Link to={SITE_ROUTES.carbon} className={hero.back}>
              <span aria-hidden="true">←</span>
              {SHOP_COPY.project.backToProjects}
            </Link>
            <p className={hero.eyebrow}>{SHOP_COPY.project.eyebrow}</p>
            <h1 className={hero.title}>{product.title}</h1>
            <p className={styles.lead}>{product.description}</p>
          </div>
          <ProjectImage
            src={product.imageUrl}
            alt={fillCopy(SHOP_COPY.project.imageAlt, { title: product.title })}
            className={styles.image}
            eager
          />
        </div>
      </section>
      <div className={`container ${styles.body}`}>
        {/* First in reading order: price and action follow the description, before the details. */}
        <div className={styles.aside}>
          <ProjectBuyBox product={product} cart={cart} />
        </div>
        <div className={styles.main}>
          <section aria-labelledby={factsId}>
            <h2 id={factsId} className={styles.heading}>
              {SHOP_COPY.project.factsHeading}
            </h2>
            <dl className={styles.facts}>
              {facts
                .filter((fact): fact is [string, string] => Boolean(fact[1]))
                .map(([term, value]) => (
                  <div key={term} className={styles.fact}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
          </section>
          {sdgs.length > 0 ? (
            <section aria-labelledby={sdgsId}>
              <h2 id={sdgsId} className={styles.heading}>
                {SHOP_COPY.project.sdgsHeading}
              </h2>
              <SdgList goals={sdgs} />
            </section>
          ) : null}
          {children}
        </div>
      </div>
    </>
  );
}
