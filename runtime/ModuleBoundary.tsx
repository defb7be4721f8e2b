import { Component, Suspense, type ReactNode } from 'react';
import { DiagnosticCard } from './DiagnosticCard.tsx';
import type { ModuleDiagnostic } from './page-model.ts';

export interface ModuleBoundaryProps {
  identity: Pick<ModuleDiagnostic, 'moduleId' | 'name' | 'type'>;
  preview: boolean;
  /**
   * The module sits in a Suspense of its own: on the server a module that throws then falls back to
   * the browser alone instead of failing the page, and in the browser a module waits for its
   * renderer's chunk alone. A page rendered afresh in the browser, its renderers loaded first,
   * needs neither, and mounts two components fewer per module without it.
   */
  suspense: boolean;
  onError?: (diagnostic: ModuleDiagnostic, error: unknown) => void;
  children: ReactNode;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Keeps one module's failure to itself: a renderer that throws is dropped for visitors and shown
 * with its diagnostic to staff.
 */
export class ModuleBoundary extends Component<ModuleBoundaryProps, { message: string | null }> {
  override state: { message: string | null } = { message: null };

  static getDerivedStateFromError(error: unknown) {
    return { message: messageOf(error) };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(this.diagnostic(messageOf(error)), error);
  }

  private diagnostic(message: string): ModuleDiagnostic {
    return { ...this.props.identity, stage: 'render', schemaPath: '#', message };
  }

  override render() {
    const { message } = this.state;
    if (message === null)
      return this.props.suspense ? (
        <Suspense fallback={null}>{this.props.children}</Suspense>
      ) : (
        this.props.children
      );
    return this.props.preview ? <DiagnosticCard diagnostic={this.diagnostic(message)} /> : null;
  }
}
