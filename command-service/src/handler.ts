/** The command handler lives in infrastructure, shared with the workers' process managers. */
export {
  createCommandHandler,
  isValidId,
  type CommandContext,
  type CommandHandler,
  type CommandHandlerDeps,
  type CommandResult,
  type Decider,
} from '@tavico/infrastructure';
