import { Component, Suspense, type ReactNode } from 'react';
import { DiagnosticCard } from './DiagnosticCard.tsx';
import type { ModuleDiagnostic } from './page-model.ts';

export interface ModuleBoundaryProps {
  identity: Pick<ModuleDiagnostic, 'moduleId' | 'name' | 'type'>;
  preview: boolean;
  onError?: (diagnostic: ModuleDiagnostic, error: unknown) => void;
  children: ReactNode;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Keeps one module's failure to itself: a renderer that throws is dropped for visitors and shown
 * with its diagnostic to staff. The Suspense inside lets a server render fall back to the client
 * for this module alone instead of failing the page.
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
    if (message === null) return <Suspense fallback={null}>{this.props.children}</Suspense>;
    return this.props.preview ? <DiagnosticCard diagnostic={this.diagnostic(message)} /> : null;
  }
}
