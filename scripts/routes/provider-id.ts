// A provider's identifier: the path segment of its page (`/providers/{id}/`). The model file's `provider_id` where
// one is given, else the provider's name in lower case with every run of other characters than a–z and 0–9 turned
// into one hyphen (`Aldervane Labs` → `aldervane-labs`). Validation refuses two names that give one identifier
// (data/provider-ids.ts).

/** The identifier a provider's name gives, empty when the name has no letter or digit of a–z, 0–9. */
function providerIdOfName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A model's provider identifier (see above). */
export function providerIdOf(model: { provider: string; provider_id?: string | undefined }): string {
  return model.provider_id ?? providerIdOfName(model.provider);
}
