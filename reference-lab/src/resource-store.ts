import { randomUUID } from 'node:crypto';
import type { Resource } from '@medplum/fhirtypes';

export type StoredResources = Record<string, Record<string, Resource>>;

/** A new logical id: a random UUID (FHIR ids allow [A-Za-z0-9-.]{1,64}). */
export const newId = (): string => randomUUID();

export const referenceTo = (resource: Resource): string => `${resource.resourceType}/${resource.id}`;

/** resourceType, id and meta first, as FHIR servers print them (keys keep their first position). */
const head = (resource: Resource) => ({ resourceType: resource.resourceType, id: resource.id, meta: resource.meta });

/** Every resource the lab holds, by type and id; only the current version of each is kept. */
export class ResourceStore {
  private byType: StoredResources = {};

  get<T extends Resource = Resource>(resourceType: string, id: string): T | undefined {
    return this.byType[resourceType]?.[id] as T | undefined;
  }

  /** The resource a literal reference ('ServiceRequest/abc') points at. */
  resolve<T extends Resource = Resource>(reference: string | undefined): T | undefined {
    const [resourceType, id, ...rest] = (reference ?? '').split('/');
    return resourceType && id && rest.length === 0 ? this.get<T>(resourceType, id) : undefined;
  }

  all(resourceType: string): Resource[] {
    return Object.values(this.byType[resourceType] ?? {});
  }

  /** Resources of a type with an identifier matching `system` (any system when undefined) and `value`. */
  findByIdentifier(resourceType: string, system: string | undefined, value: string): Resource[] {
    return this.all(resourceType).filter((resource) =>
      ((resource as { identifier?: { system?: string; value?: string }[] }).identifier ?? []).some(
        (identifier) => identifier.value === value && (system === undefined || (identifier.system ?? '') === system),
      ),
    );
  }

  /** Stores a new resource (its id already set) as version 1. */
  create<T extends Resource>(resource: T, at: number): T {
    if (!resource.id) throw new Error('A resource needs an id before it is stored');
    const stored = { ...head(resource), ...resource, meta: { ...resource.meta, versionId: '1', lastUpdated: new Date(at).toISOString() } };
    (this.byType[resource.resourceType] ??= {})[resource.id] = stored;
    return stored;
  }

  /** Replaces a stored resource with its next version. */
  update<T extends Resource>(resource: T, at: number): T {
    const previous = resource.id ? this.get(resource.resourceType, resource.id) : undefined;
    if (!previous?.id) throw new Error(`${resource.resourceType}/${resource.id} is not stored`);
    const versionId = String(Number(previous.meta?.versionId ?? '0') + 1);
    const stored = { ...head(resource), ...resource, meta: { ...resource.meta, versionId, lastUpdated: new Date(at).toISOString() } };
    this.byType[resource.resourceType][previous.id] = stored;
    return stored;
  }

  clear(): void {
    this.byType = {};
  }

  toJSON(): StoredResources {
    return this.byType;
  }

  load(data: StoredResources): void {
    this.byType = data;
  }
}
