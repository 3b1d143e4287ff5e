// The providers' identifiers checked (routes/provider-id.ts makes them: the path segment of a provider's page). Two provider names that give one identifier, or one name
// given two, are input errors: each would leave one page for two providers or two pages for one.
import { providerIdOf } from '../routes/provider-id.ts';
import type { DataIssue } from './issues.ts';
import type { Model } from './schema.ts';

/** Every problem with the providers' identifiers of these model files (each already valid on its own). */
export function providerIdIssues(models: readonly { file: string; value: Model }[]): DataIssue[] {
  const issues: DataIssue[] = [];
  const byId = new Map<string, { file: string; name: string }>();
  const byName = new Map<string, { file: string; id: string }>();
  for (const { file, value } of models) {
    const id = providerIdOf(value);
    const path = value.provider_id === undefined ? 'provider' : 'provider_id';
    if (id === '') {
      issues.push({
        file,
        path: 'provider',
        message: `expected a provider name with a letter or digit of a–z or 0–9 (its page's address is made of them), found "${value.provider}"; give the model a "provider_id" such as "my-provider"`,
      });
      continue;
    }
    const sameId = byId.get(id);
    if (sameId !== undefined && sameId.name !== value.provider) {
      issues.push({
        file,
        path,
        message: `expected one provider per identifier, found "${value.provider}" with the identifier "${id}" that "${sameId.name}" has (${sameId.file}); give one of them another "provider_id", or write the two names alike`,
      });
      continue;
    }
    const sameName = byName.get(value.provider);
    if (sameName !== undefined && sameName.id !== id) {
      issues.push({
        file,
        path,
        message: `expected one identifier per provider, found "${id}" for "${value.provider}", which ${sameName.file} gives the identifier "${sameName.id}"; give every model of the provider the same "provider_id"`,
      });
      continue;
    }
    byId.set(id, { file, name: value.provider });
    byName.set(value.provider, { file, id });
  }
  return issues;
}
