import type { OpsIssuanceBlock } from '@netzero/core';
import { OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { wholeNumber } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import section from '../shared/ops-section.module.css';
import table from '../shared/ops-table.module.css';
import type { OpsLoad } from '../shared/use-ops-load';

/** The project's issued blocks in serial order. */
export function BlocksTable({
  blocks,
  reload,
}: {
  blocks: OpsLoad<readonly OpsIssuanceBlock[]>;
  reload: () => void;
}) {
  const copy = OPS_PROJECTS_COPY.inventory;
  const columns = copy.blockColumns;
  return (
    <section className={section.section}>
      <h2 className={section.sectionHeading}>{copy.blocksHeading}</h2>
      <OpsLoadState load={blocks} reload={reload} />
      {blocks.state === 'ready' && blocks.value.length === 0 ? <p>{copy.noBlocks}</p> : null}
      {blocks.state === 'ready' && blocks.value.length > 0 ? (
        <table className={table.table}>
          <caption>{copy.blocksCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.vintage}</th>
              <th scope="col">{columns.registry}</th>
              <th scope="col" className={table.number}>
                {columns.first}
              </th>
              <th scope="col" className={table.number}>
                {columns.last}
              </th>
              <th scope="col" className={table.number}>
                {columns.quantity}
              </th>
            </tr>
          </thead>
          <tbody>
            {blocks.value.map((block) => (
              <tr key={block.id}>
                <td data-label={columns.vintage}>{block.vintage}</td>
                <td data-label={columns.registry}>{block.registrySerialBlock}</td>
                <td data-label={columns.first} className={table.number}>
                  {wholeNumber(block.firstSerial)}
                </td>
                <td data-label={columns.last} className={table.number}>
                  {wholeNumber(block.lastSerial)}
                </td>
                <td data-label={columns.quantity} className={table.number}>
                  {wholeNumber(block.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
