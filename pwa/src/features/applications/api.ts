import {
  API,
  pickApplicationContent,
  type Application,
  type ApplicationContent,
  type ApplicationListResponse,
} from '@folio/shared';
import { apiFetch } from '../../api/client.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function application(body: unknown): Application {
  if (!isObject(body) || !isObject(body.application)) throw new Error('The server sent no application.');
  return body.application as unknown as Application; // ApplicationResponse, the server's own shape
}

/** The tracker's calls to the server (docs/api.md#applications). */
export interface ApplicationsApi {
  list(): Promise<{ applications: Application[]; openRetentionDays: number }>;
  create(clientId: string, content: ApplicationContent): Promise<Application>;
  update(serverId: string, baseRevision: number, content: ApplicationContent): Promise<Application>;
  remove(serverId: string): Promise<void>;
}

export const httpApplicationsApi: ApplicationsApi = {
  async list() {
    const body = await apiFetch(API.applications);
    if (!isObject(body) || !Array.isArray(body.applications))
      throw new Error('The server sent no applications.');
    const { applications, openRetentionDays } = body as unknown as ApplicationListResponse;
    return { applications, openRetentionDays };
  },
  async create(clientId, content) {
    return application(
      await apiFetch(API.applications, {
        method: 'POST',
        body: { ...pickApplicationContent(content), clientId },
      }),
    );
  },
  async update(serverId, baseRevision, content) {
    return application(
      await apiFetch(API.application(serverId), {
        method: 'PATCH',
        body: { ...pickApplicationContent(content), baseRevision },
      }),
    );
  },
  async remove(serverId) {
    await apiFetch(API.application(serverId), { method: 'DELETE' });
  },
};

/** The server's current application sent with a 409. */
export function conflictApplication(body: unknown): Application | null {
  return isObject(body) && isObject(body.current) ? (body.current as unknown as Application) : null;
}
