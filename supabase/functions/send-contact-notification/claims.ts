import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import type { NotificationPayload } from './mail-content.ts';

/** The SQL helpers of the contact_submissions migration, callable only with the service role. */
export interface NotificationClaims {
  /** Id of the matching, not yet notified submission, now claimed; null when there is none. */
  claim(payload: NotificationPayload): Promise<string | null>;
  complete(id: string): Promise<void>;
  release(id: string): Promise<void>;
}

export function createNotificationClaims(supabaseUrl: string, serviceRoleKey: string): NotificationClaims {
  const supabase = createClient(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const call = async (fn: string, args: Record<string, unknown>): Promise<unknown> => {
    const { data, error } = await supabase.rpc(fn, args);
    if (error) throw new Error(`${fn} failed: ${error.code} ${error.message}`);
    return data;
  };
  return {
    async claim(payload) {
      const id = await call('claim_contact_notification', {
        p_name: payload.name,
        p_email: payload.email,
        p_phone: payload.phone,
        p_service: payload.service,
        p_vehicle: payload.vehicle,
        p_preferred_date: payload.date,
        p_message: payload.message,
      });
      return typeof id === 'string' ? id : null;
    },
    async complete(id) {
      await call('complete_contact_notification', { p_id: id });
    },
    async release(id) {
      await call('release_contact_notification', { p_id: id });
    },
  };
}
