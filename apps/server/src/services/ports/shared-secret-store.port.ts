/** Where generated secrets are kept: one value per name, the first writer's, for every server. */
export interface SharedSecretStore {
  /** The stored value of `name`, storing `candidate` first when none is stored yet. */
  getOrCreate(name: string, candidate: string): Promise<string>;
}
