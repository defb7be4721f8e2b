import type { ProjectCardData } from '../../schemas/project-card.ts';

/** A project card that can open a project: one with a project id. */
export type OpenableProjectCard = ProjectCardData & { projectId: string };

/** Whether a project card can open anything: only one with a project id is shown. */
export function openable(project: ProjectCardData): project is OpenableProjectCard {
  return (project.projectId?.trim() ?? '') !== '';
}
