import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SECOND_FACTOR_REQUIRED, SECOND_FACTOR_REQUIRED_MESSAGE } from '../../contract/auth';
import {
  isStaffRoute,
  NOT_FOR_YOUR_ROLE,
  rolesMeet,
  STAFF_ONLY,
  staffRoutePermission,
} from '../../contract/staff';
import { forbidden, HttpError, unauthorized } from '../errors';

/**
 * The one guard of the staff's addresses. It reads the route's line in the permission table
 * (`staffRoutePermissions`, contract/staff.ts) and answers 401 to a stranger, 403
 * SECOND_FACTOR_REQUIRED to staff whose session has not passed two-step verification, and 403 to
 * anyone whose roles do not give the permission. A staff route with no line in the table is
 * refused to everyone: a new route is closed until someone decides who may use it.
 */
export async function staffGuard(request: FastifyRequest): Promise<void> {
  // A HEAD request is the GET's, without the body.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const rule = staffRoutePermission(method, request.routeOptions.url ?? '');
  if (!request.user) throw unauthorized();
  if (request.secondFactorRequired) {
    throw new HttpError(403, SECOND_FACTOR_REQUIRED_MESSAGE, SECOND_FACTOR_REQUIRED);
  }
  if (request.user.roles.length === 0) throw forbidden(STAFF_ONLY);
  if (!rule || !rolesMeet(request.user.roles, rule)) throw forbidden(NOT_FOR_YOUR_ROLE);
}

/**
 * Puts `staffGuard` first among the `onRequest` hooks of every staff route as it is registered
 * (every `/api/admin/*` address and every other address with a line in the table), so no route
 * file names it and none can forget it. Registered before any route.
 */
export const staffGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => isStaffRoute(method, route.url))) return;
      const existing = route.onRequest
        ? Array.isArray(route.onRequest)
          ? route.onRequest
          : [route.onRequest]
        : [];
      if (existing.includes(staffGuard as onRequestHookHandler)) return;
      route.onRequest = [staffGuard as onRequestHookHandler, ...existing];
    });
  },
  { name: 'staff-guard', dependencies: ['session'] },
);
