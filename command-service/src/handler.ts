/** The command handler lives in infrastructure, shared with the workers' process managers. */
export {
  createCommandHandler,
  isValidId,
  type CommandContext,
  type CommandHandler,
  type CommandHandlerDeps,
  type CommandResult,
} from '@tavico/infrastructure';
export type { Decider } from '@tavico/domain';
