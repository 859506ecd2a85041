'use client';

import { definePlugin, useDataset, useProjectId, type NavbarProps } from 'sanity';
import { STUDIO_BASE_PATH } from './project';
import { disconnectSessionProject } from './session-project';

const bar = {
  display: 'flex',
  gap: '0.75rem',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '0.35rem 1rem',
  background: '#101828',
  color: '#f2f4f7',
  font: '13px/1.4 system-ui, sans-serif',
} as const;

/** Reminds the owner the Studio is pointed at a project of their choosing, not the deployment's. */
function SessionNavbar(props: NavbarProps) {
  const projectId = useProjectId();
  const dataset = useDataset();
  return (
    <>
      <div style={bar} role="status">
        <span>
          Session project <strong>{projectId}</strong> / <strong>{dataset}</strong> (this browser tab only)
        </span>
        {/* A real navigation back to /studio, after clearing the choice, lands on the connect page. */}
        <a href={STUDIO_BASE_PATH} onClick={disconnectSessionProject} style={{ color: '#84caff' }}>
          Disconnect
        </a>
      </div>
      {props.renderDefault(props)}
    </>
  );
}

export const sessionProjectPlugin = definePlugin({
  name: 'session-project',
  studio: { components: { navbar: SessionNavbar } },
});
