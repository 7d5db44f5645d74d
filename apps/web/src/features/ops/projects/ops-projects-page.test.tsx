import { httpError } from '@netzero/core-fakes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { aProject, FakeOpsProjectsGateway, renderOps } from '../ops-fakes-test-kit';

const copy = OPS_PROJECTS_COPY;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

describe('OpsProjectsPage', () => {
  it('lists every project with its status, price and stock', async () => {
    const projects = new FakeOpsProjectsGateway([
      aProject(),
      aProject({ id: 2, title: 'Mangroves', published: false, priceCents: 2250, currency: 'EUR' }),
    ]);
    renderOps('/ops/projects', projects);
    const table = await screen.findByRole('table', { name: copy.list.caption });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Published')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('24,985')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Unpublished')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('€22.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inventory Mangroves' }).getAttribute('href')).toBe(
      '/ops/inventory/2',
    );
  });

  it('refuses an empty new project field by field and focuses the first invalid one', async () => {
    const { projects } = renderOps('/ops/projects/new');
    await screen.findByRole('heading', { name: copy.form.createTitle });
    type(copy.form.fields.price, '');
    fireEvent.click(screen.getByRole('button', { name: copy.form.create }));
    await waitFor(() => expect(document.activeElement).toBe(field(copy.form.fields.title)));
    expect(field(copy.form.fields.title).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(copy.form.required).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText(copy.form.priceFormat)).toBeTruthy();
    expect(projects.calls.filter((c) => c.method === 'create')).toHaveLength(0);
  });

  it('creates a project in cents and opens its page; a taken slug shows under the slug', async () => {
    const projects = new FakeOpsProjectsGateway([aProject()]);
    renderOps('/ops/projects/new', projects);
    await screen.findByRole('heading', { name: copy.form.createTitle });
    type(copy.form.fields.title, 'Mangroves');
    type(copy.form.fields.slug, 'biogas');
    type(copy.form.fields.description, 'Replanting.');
    type(copy.form.fields.location, 'Sundarbans, India');
    type(copy.form.fields.standard, 'Verra VCS');
    type(copy.form.fields.price, '22.5');
    type(copy.form.fields.sdgs, '13, 14');
    projects.failNext = httpError(409, 'Another project already uses this slug.', 'Conflict', {
      slug: 'Another project already uses this slug.',
    });
    fireEvent.click(screen.getByRole('button', { name: copy.form.create }));
    await waitFor(() => expect(document.activeElement).toBe(field(copy.form.fields.slug)));
    expect(screen.getAllByText('Another project already uses this slug.').length).toBe(2);

    type(copy.form.fields.slug, 'mangroves');
    fireEvent.click(screen.getByRole('button', { name: copy.form.create }));
    await screen.findByRole('heading', { name: /Edit project: Mangroves/ });
    const created = projects.calls.filter((c) => c.method === 'create').at(-1)?.args[0];
    expect(created).toMatchObject({
      slug: 'mangroves',
      priceCents: 2250,
      sdgs: [13, 14],
      currency: 'USD',
    });
    expect(screen.getByText(copy.publishing.isUnpublished)).toBeTruthy();
    expect(screen.getByText(copy.form.created)).toBeTruthy();
  });

  it('sends only the fields that changed, and publishes or unpublishes', async () => {
    const projects = new FakeOpsProjectsGateway([aProject()]);
    renderOps('/ops/projects/1', projects);
    await screen.findByRole('heading', { name: /Edit project/ });
    type(copy.form.fields.price, '15.00');
    fireEvent.click(screen.getByRole('button', { name: copy.form.save }));
    await screen.findByText(copy.form.saved);
    expect(projects.calls.find((c) => c.method === 'update')?.args).toEqual([
      1,
      { priceCents: 1500 },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: copy.publishing.unpublish }));
    await screen.findByText(copy.publishing.isUnpublished);
    expect(screen.getByText(copy.publishing.unpublished)).toBeTruthy();
    expect(projects.calls.find((c) => c.method === 'setPublished')?.args).toEqual([1, false]);
  });

  it('previews the chosen image and uploads the file itself', async () => {
    const projects = new FakeOpsProjectsGateway([aProject()]);
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    renderOps('/ops/projects/1', projects);
    const input = await screen.findByLabelText(copy.image.label);
    const file = new File([new Uint8Array([0x89, 0x50])], 'photo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((await screen.findByAltText(copy.image.preview)).getAttribute('src')).toBe(
      'blob:preview',
    );
    fireEvent.click(screen.getByRole('button', { name: copy.image.upload }));
    await screen.findByText(copy.image.uploaded);
    expect(projects.calls.find((c) => c.method === 'uploadImage')?.args).toEqual([1, file]);
  });

  it('says so when a project does not exist', async () => {
    renderOps('/ops/projects/9');
    expect(await screen.findByText('This project does not exist.')).toBeTruthy();
  });
});
