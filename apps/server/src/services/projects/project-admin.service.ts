import { createHash } from 'node:crypto';
import { PROJECT_PAGE_PATHS } from '@netzero/content';
import {
  err,
  type MessageCode,
  ok,
  PROJECT_IMAGE_MAX_BYTES,
  PROJECT_IMAGE_TYPES,
  type ProjectImageType,
  type Result,
} from '@netzero/core';
import type { OperatorActor } from '../ports/audit-log.port.js';
import type {
  ProjectAdminRecord,
  ProjectAdminRepository,
  ProjectFields,
} from '../ports/project-admin.repository.port.js';
import { checkSvgBytes, detectImageType, IMAGE_EXTENSIONS } from './image-content.js';

/** A refusal: its message code and parameters, and per-field codes for a form. */
export interface ProjectFailure {
  readonly code: MessageCode;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly fields?: Readonly<Record<string, MessageCode>>;
}

/** The image a new project shows until an operator uploads one. */
export const PLACEHOLDER_IMAGE_URL = '/assets/projects/placeholder.svg';

/** Where a stored image is served: stable for its bytes, so it can be cached for a year. */
export function projectImageUrl(productId: number, sha256: string, type: ProjectImageType): string {
  return `/media/projects/${productId}-${sha256.slice(0, 8)}.${IMAGE_EXTENSIONS[type]}`;
}

/**
 * The operator console's projects: create, edit, publish, image. After each change this process's
 * catalogue snapshot is dropped; other servers see it within the catalogue's TTL.
 */
export class ProjectAdminService {
  readonly #projects: ProjectAdminRepository;
  readonly #catalogueChanged: () => void;

  constructor(deps: { projects: ProjectAdminRepository; catalogueChanged: () => void }) {
    this.#projects = deps.projects;
    this.#catalogueChanged = deps.catalogueChanged;
  }

  list(): Promise<ProjectAdminRecord[]> {
    return this.#projects.list();
  }

  async get(id: number): Promise<Result<ProjectAdminRecord, ProjectFailure>> {
    const project = await this.#projects.find(id);
    return project ? ok(project) : err({ code: 'PROJECTS.NOT_FOUND' });
  }

  async create(fields: ProjectFields, actor: OperatorActor) {
    const page = projectPage(fields.plpUrl);
    if (page === undefined) return err(pageUnknown);
    return this.#changed(
      await this.#projects.create({ ...fields, plpUrl: page }, PLACEHOLDER_IMAGE_URL, actor),
    );
  }

  async update(id: number, patch: Partial<ProjectFields>, actor: OperatorActor) {
    const page = patch.plpUrl === undefined ? undefined : projectPage(patch.plpUrl);
    if (patch.plpUrl !== undefined && page === undefined) return err(pageUnknown);
    const normal = page === undefined ? patch : { ...patch, plpUrl: page };
    return this.#changed(await this.#projects.update(id, normal, actor));
  }

  async setPublished(id: number, published: boolean, actor: OperatorActor) {
    return this.#changed(await this.#projects.setPublished(id, published, actor));
  }

  /** Stores an image whose bytes are what `declaredType` says (and, for SVG, safe to serve). */
  async uploadImage(
    id: number,
    declaredType: string,
    bytes: Uint8Array,
    actor: OperatorActor,
  ): Promise<Result<ProjectAdminRecord, ProjectFailure>> {
    if (!isImageType(declaredType)) return err({ code: 'PROJECTS.IMAGE_TYPE' });
    if (bytes.length === 0) return err({ code: 'PROJECTS.IMAGE_EMPTY' });
    if (bytes.length > PROJECT_IMAGE_MAX_BYTES)
      return err({ code: 'PROJECTS.IMAGE_TOO_LARGE', params: { maxMegabytes: 2 } });
    const actual = detectImageType(bytes);
    if (!actual) return err({ code: 'PROJECTS.IMAGE_TYPE' });
    if (actual !== declaredType)
      return err({
        code: 'PROJECTS.IMAGE_MISMATCH',
        params: { actual: IMAGE_EXTENSIONS[actual].toUpperCase(), declared: declaredType },
      });
    if (actual === 'image/svg+xml') {
      const verdict = checkSvgBytes(bytes);
      if (!verdict.ok) {
        const failure: ProjectFailure =
          verdict.code === 'PROJECTS.SVG_UNSAFE'
            ? { code: verdict.code, params: { what: verdict.what } }
            : { code: verdict.code, params: { reason: verdict.reason } };
        return err(failure);
      }
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const url = projectImageUrl(id, sha256, actual);
    const stored = await this.#projects.storeImage(
      id,
      { contentType: actual, bytes, sha256 },
      url,
      actor,
    );
    return this.#changed(stored);
  }

  /** A stored image by its served name's parts, when the extension fits its type. */
  async image(productId: number, shaPrefix: string, extension: string) {
    const image = await this.#projects.findImage(productId, shaPrefix);
    if (!image || !isImageType(image.contentType)) return null;
    return IMAGE_EXTENSIONS[image.contentType] === extension ? image : null;
  }

  #changed(
    result: Result<ProjectAdminRecord, MessageCode>,
  ): Result<ProjectAdminRecord, ProjectFailure> {
    if (!result.ok) return err({ code: result.error });
    this.#catalogueChanged();
    return result;
  }
}

const pageUnknown: ProjectFailure = {
  code: 'API.INVALID_REQUEST',
  fields: { plpUrl: 'PROJECTS.PAGE_UNKNOWN' },
};

function isImageType(type: string): type is ProjectImageType {
  return (PROJECT_IMAGE_TYPES as readonly string[]).includes(type);
}

/** The site's project page a path names (its canonical spelling), null for none, undefined if unknown. */
function projectPage(path: string | null): string | null | undefined {
  if (path === null || path.trim() === '') return null;
  const wanted = path.trim().replace(/\/$/, '').toLowerCase();
  return PROJECT_PAGE_PATHS.find((page) => page.toLowerCase() === wanted);
}
