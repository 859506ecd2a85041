'use client';

import { useId, useState, type FormEvent } from 'react';
import styles from './connect-screen.module.css';
import { DATASET_PATTERN, PROJECT_ID_PATTERN } from './project';
import { connectSessionProject } from './session-project';

const ENV_VARIABLES = [
  { name: 'NEXT_PUBLIC_SANITY_PROJECT_ID', purpose: 'the project ID shown in sanity.io/manage, e.g. abcd1234' },
  { name: 'NEXT_PUBLIC_SANITY_DATASET', purpose: 'the dataset holding the content, usually production' },
  {
    name: 'SANITY_API_READ_TOKEN',
    purpose: 'a token with the Viewer role (API → Tokens), used by the server to read content',
  },
  {
    name: 'SANITY_REVALIDATE_SECRET',
    purpose:
      'a long random string, also set as the secret of the webhook that refreshes the site when content is published',
  },
] as const;

const IMPORT_COMMAND = 'npm run content:import -- --dataset production';
const DEFAULT_DATASET = 'production';

type FieldErrors = Partial<Record<'projectId' | 'dataset', string>>;

function validate(projectId: string, dataset: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!PROJECT_ID_PATTERN.test(projectId)) {
    errors.projectId = 'Use the project ID from sanity.io/manage: lowercase letters, digits and dashes.';
  }
  if (!DATASET_PATTERN.test(dataset)) {
    errors.dataset = 'Use a dataset name: lowercase letters, digits, dashes and underscores.';
  }
  return errors;
}

/** Shown on /studio while no Sanity project is configured, instead of the Studio's network error. */
export function ConnectScreen({ corsOrigins }: { corsOrigins: readonly string[] }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const projectId = String(data.get('projectId') ?? '').trim();
    const dataset = String(data.get('dataset') ?? '').trim();
    const found = validate(projectId, dataset);
    setErrors(found);
    if (Object.keys(found).length === 0) connectSessionProject({ projectId, dataset });
  };

  const field = (name: keyof FieldErrors, label: string, defaultValue: string, placeholder: string) => {
    const errorId = `${id}-${name}-error`;
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          defaultValue={defaultValue}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          required
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? errorId : undefined}
        />
        {errors[name] && (
          <p id={errorId} className={styles.error} role="alert">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.eyebrow}>Content Studio</p>
        <h1 className={styles.title}>Connect a Sanity project</h1>
        <p className={styles.lead}>
          No Sanity project is configured for this deployment, so there is nothing to edit here yet. The public site is
          currently serving the bundled dataset (<code>content/dataset.ndjson</code>).
        </p>

        <h2 className={styles.heading}>Connect the deployment</h2>
        <ol className={styles.steps}>
          <li>
            Create a project (or pick an existing one) at <a href="https://www.sanity.io/manage">sanity.io/manage</a>.
          </li>
          <li>
            Set these environment variables:
            <dl className={styles.env}>
              {ENV_VARIABLES.map(({ name, purpose }) => (
                <div key={name}>
                  <dt>
                    <code>{name}</code>
                  </dt>
                  <dd>{purpose}</dd>
                </div>
              ))}
            </dl>
          </li>
          <li>
            In the project&apos;s <strong>API → CORS origins</strong>, add{' '}
            {corsOrigins.map((origin, index) => (
              <span key={origin}>
                {index > 0 && ' and '}
                <code>{origin}</code>
              </span>
            ))}{' '}
            with <strong>Allow credentials</strong> checked, so the Studio can sign you in.
          </li>
          <li>
            Import the site&apos;s content into the dataset:
            <pre className={styles.command}>
              <code>{IMPORT_COMMAND}</code>
            </pre>
          </li>
          <li>Rebuild and restart the site. This page then opens the Studio directly.</li>
        </ol>

        <h2 className={styles.heading}>Open the Studio for a project</h2>
        <p>
          Try a project in this browser before configuring the deployment. The choice is kept for this browser session
          only; the public site keeps its current content.
        </p>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Open the Studio for a project">
          {field('projectId', 'Project ID', '', 'abcd1234')}
          {field('dataset', 'Dataset', DEFAULT_DATASET, DEFAULT_DATASET)}
          <button type="submit" className={styles.button}>
            Open the Studio
          </button>
        </form>
      </div>
    </main>
  );
}
