export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      contact_submissions: {
        Row: {
          acknowledgement: string | null;
          client_address_hash: string | null;
          created_at: string;
          digest_id: number | null;
          email: string;
          estimate: Json | null;
          extras: string[];
          honeypot_filled: boolean;
          id: string;
          idempotency_key: string;
          last_contact_at: string;
          message: string | null;
          name: string;
          notification_claimed_at: string | null;
          notification_problem: string | null;
          notified_at: string | null;
          owner_note: string | null;
          phone: string | null;
          preferred_date: string | null;
          quick_fill: boolean;
          search_text: string | null;
          service: string | null;
          status: string;
          vehicle: string | null;
          vehicle_size: string | null;
          visitor_language: string | null;
        };
        ComputedFields: never;
        Insert: {
          acknowledgement?: string | null;
          client_address_hash?: string | null;
          created_at?: string;
          digest_id?: number | null;
          email: string;
          estimate?: Json | null;
          extras?: string[];
          honeypot_filled?: boolean;
          id?: string;
          idempotency_key: string;
          last_contact_at?: string;
          message?: string | null;
          name: string;
          notification_claimed_at?: string | null;
          notification_problem?: string | null;
          notified_at?: string | null;
          owner_note?: string | null;
          phone?: string | null;
          preferred_date?: string | null;
          quick_fill?: boolean;
          search_text?: string | null;
          service?: string | null;
          status?: string;
          vehicle?: string | null;
          vehicle_size?: string | null;
          visitor_language?: string | null;
        };
        Update: {
          acknowledgement?: string | null;
          client_address_hash?: string | null;
          created_at?: string;
          digest_id?: number | null;
          email?: string;
          estimate?: Json | null;
          extras?: string[];
          honeypot_filled?: boolean;
          id?: string;
          idempotency_key?: string;
          last_contact_at?: string;
          message?: string | null;
          name?: string;
          notification_claimed_at?: string | null;
          notification_problem?: string | null;
          notified_at?: string | null;
          owner_note?: string | null;
          phone?: string | null;
          preferred_date?: string | null;
          quick_fill?: boolean;
          search_text?: string | null;
          service?: string | null;
          status?: string;
          vehicle?: string | null;
          vehicle_size?: string | null;
          visitor_language?: string | null;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      ask_managed_appointment: { Args: { p_message: string; p_nonce: string }; Returns: string };
      cancel_booking_appointment: {
        Args: { p_actor_id: string; p_actor_name: string; p_id: string; p_reason: string | null };
        Returns: Json;
      };
      cancel_managed_appointment: { Args: { p_nonce: string; p_reason: string | null }; Returns: string };
      claim_booking_digest: { Args: Record<PropertyKey, never>; Returns: Json };
      claim_contact_notification: {
        Args: {
          p_email: string;
          p_extras: string[];
          p_idempotency_key: string;
          p_message: string;
          p_name: string;
          p_phone: string;
          p_preferred_date: string;
          p_service: string;
          p_vehicle: string;
          p_vehicle_size: string;
        };
        Returns: Json;
      };
      complete_booking_digest: { Args: { p_id: number }; Returns: undefined };
      complete_contact_notification: {
        Args: { p_acknowledgement?: string; p_idempotency_key: string; p_language?: string };
        Returns: undefined;
      };
      erase_booking_data: { Args: { p_email: string }; Returns: Json };
      export_booking_data: { Args: { p_email: string }; Returns: Json };
      export_booking_requests: {
        Args: {
          p_before_created_at?: string;
          p_before_id?: string;
          p_limit?: number;
          p_search?: string;
          p_service?: string;
          p_status?: string;
        };
        Returns: Json;
      };
      get_booking_request: { Args: { p_id: string }; Returns: Json };
      get_booking_review: { Args: { p_nonce: string }; Returns: Json };
      get_managed_appointment: { Args: { p_nonce: string }; Returns: Json };
      list_booking_appointments: { Args: { p_days?: number; p_from_day: string }; Returns: Json };
      list_booking_requests: {
        Args: {
          p_page?: number;
          p_page_size?: number;
          p_search?: string;
          p_service?: string;
          p_status?: string;
        };
        Returns: Json;
      };
      note_notification_problem: {
        Args: { p_idempotency_key: string; p_language?: string; p_problem: string };
        Returns: undefined;
      };
      opt_out_of_review_requests: { Args: { p_nonce: string }; Returns: string };
      publish_booking_price_list: { Args: { p_list: Json }; Returns: undefined };
      release_booking_digest: { Args: { p_error: string; p_id: number }; Returns: undefined };
      release_contact_notification: {
        Args: { p_idempotency_key: string; p_language?: string };
        Returns: undefined;
      };
      save_booking_review: {
        Args: {
          p_consent_publish: boolean;
          p_keep_after_erasure: boolean;
          p_nonce: string;
          p_rating: number;
          p_shown_name: string;
          p_text: string;
        };
        Returns: Json;
      };
      set_booking_appointment: {
        Args: {
          p_actor_id: string;
          p_actor_name: string;
          p_cutoff_hours: number;
          p_day: string;
          p_duration_minutes: number;
          p_id: string;
          p_mail: Json;
          p_message: string | null;
          p_price_cents: number | null;
          p_reminder_lead_hours: number;
          p_time: string;
        };
        Returns: Json;
      };
      set_booking_request_note: {
        Args: { p_actor_id: string; p_actor_name: string; p_id: string; p_note: string };
        Returns: Json;
      };
      set_booking_request_status: {
        Args: { p_actor_id: string; p_actor_name: string; p_id: string; p_review?: Json; p_status: string };
        Returns: Json;
      };
      take_acknowledgement_slot: { Args: Record<PropertyKey, never>; Returns: boolean };
      use_booking_challenge: {
        Args: { p_expires_at: string; p_idempotency_key: string; p_nonce: string };
        Returns: boolean;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
