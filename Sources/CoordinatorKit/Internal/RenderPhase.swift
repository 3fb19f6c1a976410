// What the host is busy with. The navigator sends a command only when idle.
enum RenderPhase: Equatable {
    /// Nothing in flight: the next command may go.
    case idle
    /// A command is in flight until the host calls back.
    case performing(HostCommand)
    /// The user's finger is on an interactive swipe back; it ends in a pop or a cancel.
    case swiping(StackID)
}
