/**
 * A preview image drawn from the project's data (initials on its tag colours),
 * so the showcase needs no screenshots and loads nothing from other hosts.
 */
import React, {type ReactNode} from 'react';
import type {Project} from '@site/src/data/showcase';

import {previewColors, projectInitials, projectSlug} from './previewArt';

export default function ProjectPreview({project}: {project: Project}): ReactNode {
  const [from, to] = previewColors(project);
  const gradientId = `showcase-preview-${projectSlug(project.title)}`;
  return (
    <svg viewBox="0 0 320 140" width="100%" aria-hidden="true" focusable="false" style={{display: 'block'}}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor={from} />
          <stop offset="100%" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="140" fill={`url(#${gradientId})`} />
      <circle cx="160" cy="70" r="44" fill="#1a1a1a" />
      <text
        x="160"
        y="70"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#ffffff"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="34"
        fontWeight="700">
        {projectInitials(project.title)}
      </text>
    </svg>
  );
}
