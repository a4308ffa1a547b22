/// <reference types="vite/client" />

/** The build-time settings the web app reads (docs/configuration.md). */
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_POWER_REQUEST_BASE?: string;
}
