// The navigator's rendering, as one value: what the host shows, what it is busy with, and
// whether the user's finger is on a stack. Events come in, and each returns what to do next;
// the Navigator only carries that out. No host, no coordinators, no observers here.

/// One command in flight, told apart from every other by its number, not its value: the same
/// command can be asked for twice, and a host that was replaced may still call back.
struct RenderTicket: Equatable {
    /// Which attachment of a host the command went to.
    let attachment: Int
    let number: Int
}

struct RenderMachine {
    private enum Phase: Equatable {
        /// Nothing in flight: the next command may go.
        case idle
        /// A command is in flight until the host calls back with its ticket.
        case performing(HostCommand, RenderTicket)
    }

    /// What the host has finished rendering.
    private(set) var rendered = NavigationState()
    private var phase = Phase.idle
    /// The target a one-command plan was made for, while its command is in flight and the user
    /// changed nothing rendered: what the host shows once it finishes, storage shared with the
    /// target, so the comparison that ends the render loop takes a few steps.
    private var reachedOnFinish: NavigationState?
    /// The stack a user's swipe back is popping: no command goes until it ends.
    private(set) var gesture: StackID?
    private var attachment = 0
    private var issued = 0

    /// A new host shows nothing yet; completions from the one before are ignored from now on.
    mutating func hostAttached() {
        rendered = NavigationState()
        phase = .idle
        reachedOnFinish = nil
        gesture = nil
        attachment += 1
    }

    /// The next command toward `target`, if the host may get one now.
    mutating func nextCommand(toward target: NavigationState, animated: Bool, limits: HostLimits) -> (
        HostCommand, RenderTicket
    )? {
        guard case .idle = phase, gesture == nil else { return nil }
        // After the last command of a plan the rendered state holds the target's very storage:
        // a look at two addresses spares planning again only to find nothing left. Otherwise
        // planning finds whether anything is left; comparing the states first would look at
        // every layer twice.
        if rendered.sharesLayers(with: target) { return nil }
        guard
            let (command, isWholePlan) = NavigationPlan.firstCommand(
                from: rendered, to: target, animated: animated, limits: limits)
        else {
            return nil
        }
        reachedOnFinish = isWholePlan ? target : nil
        issued += 1
        let ticket = RenderTicket(attachment: attachment, number: issued)
        phase = .performing(command, ticket)
        return (command, ticket)
    }

    enum Finish: Equatable {
        /// The command is rendered now.
        case rendered(HostCommand)
        /// A completion from a host that was replaced since: ignore it.
        case fromFormerHost
        /// A completion for no command in flight: the host called one twice.
        case unexpected
    }

    /// The host called back for a command.
    mutating func hostFinished(_ ticket: RenderTicket) -> Finish {
        guard ticket.attachment == attachment else { return .fromFormerHost }
        // The command is moved out of the phase, which goes idle, rather than copied out of it.
        var finished = Phase.idle
        swap(&finished, &phase)
        guard case .performing(let command, ticket) = finished else {
            phase = finished
            return .unexpected
        }
        if let reached = reachedOnFinish {
            #if DEBUG
            var applied = rendered
            applied.apply(command.action)
            assert(applied == reached, "RenderMachine: a one-command plan did not reach its target")
            #endif
            rendered = reached
            reachedOnFinish = nil
        } else {
            rendered.apply(command.action)
        }
        return .rendered(command)
    }

    /// What a report from the host means for the target state.
    enum TargetEdit: Equatable {
        /// Nothing for the target: a gesture began or was abandoned.
        case none
        /// These screens left one stack.
        case removeScreens(Set<ScreenID>, from: StackID)
        /// These layers left: the one the user dismissed and those rendered above it. A layer
        /// the target holds above them that was never rendered stays.
        case dismiss(Set<LayerID>)
        /// The user selected this tab.
        case selectTab(TabID, in: LayerID)
        /// The user dragged this sheet to a detent.
        case selectDetent(SheetDetent, in: LayerID)
        /// The user tried to dismiss this locked layer: nothing changes, its flow is told.
        case attemptedDismiss(LayerID)
        /// The host's size class collapsed or expanded this split.
        case setCollapsed(Bool, in: LayerID)
        /// This column of a split is now on top; `seen` holds the screens of the columns above it
        /// that the host rendered, which the user saw leave.
        case showColumn(SplitColumn, in: LayerID, seen: Set<ScreenID>)
        /// The user changed which columns of this split show.
        case setColumnVisibility(SplitVisibility, in: LayerID)
        /// The user answered this question (or made it go without a choice): it leaves.
        case answer(LayerID, choice: Int?)
        /// The report does not match what is rendered: nothing changes.
        case mismatch
    }

    /// The host reported what the user did; the rendered state follows at once.
    mutating func userReported(_ change: UserChange) -> TargetEdit {
        // What the user did changes what is rendered: the command in flight is applied to that.
        reachedOnFinish = nil
        switch change {
        case .interactivePopBegan(let stack):
            guard rendered.stack(stack) != nil else { return .mismatch }
            gesture = stack
            return .none
        case .interactivePopCancelled(let stack):
            guard gesture == stack else { return .mismatch }
            gesture = nil
            return .none
        case .popped(let screen, let stack):
            if gesture == stack { gesture = nil }
            guard let popped = try? rendered.pop(to: screen, in: stack) else { return .mismatch }
            // Exactly the screens the user saw leave: a push code asked for meanwhile stays.
            return .removeScreens(Set(popped.map(\.id)), from: stack)
        case .dismissed(let layer):
            guard let seen = try? rendered.dismiss(layer) else { return .mismatch }
            if let gesture, rendered.stack(gesture) == nil { self.gesture = nil }
            // Exactly the layers the user saw leave: a layer code presented meanwhile stays.
            return .dismiss(Set(seen.map(\.id)))
        case .selectedTab(let tab, let layer):
            guard (try? rendered.selectTab(tab, in: layer)) != nil else { return .mismatch }
            return .selectTab(tab, in: layer)
        case .reselectedTab(let tab, let layer):
            let stack = StackID(layer: layer, tab: tab)
            guard let popped = try? rendered.popToRoot(in: stack) else { return .mismatch }
            return .removeScreens(Set(popped.map(\.id)), from: stack)
        case .selectedDetent(let detent, let layer):
            guard (try? rendered.selectDetent(detent, in: layer)) != nil else { return .mismatch }
            return .selectDetent(detent, in: layer)
        case .attemptedDismiss(let layer):
            guard rendered.layer(layer)?.options.isInteractiveDismissDisabled == true else { return .mismatch }
            return .attemptedDismiss(layer)
        case .collapsed(let collapsed, let layer):
            guard (try? rendered.setCollapsed(collapsed, in: layer)) != nil else { return .mismatch }
            return .setCollapsed(collapsed, in: layer)
        case .showedColumn(let column, let layer):
            guard case .split(let shown)? = rendered.layer(layer)?.content,
                (try? rendered.showColumn(column, in: layer)) != nil
            else { return .mismatch }
            // A swipe back past the first screen of a column above this one ends here.
            if let gesture, gesture.layer == layer, let swiped = gesture.column, swiped > column { self.gesture = nil }
            let seen = shown.columns.filter { $0 > column }.flatMap { shown[$0]?.screens.map(\.id) ?? [] }
            return .showColumn(column, in: layer, seen: Set(seen))
        case .changedColumnVisibility(let visibility, let layer):
            guard (try? rendered.setColumnVisibility(visibility, in: layer)) != nil else { return .mismatch }
            return .setColumnVisibility(visibility, in: layer)
        case .answered(let question, let choice):
            guard let shown = rendered.question, shown.id == question,
                choice.map(shown.question.choices.indices.contains) ?? true
            else { return .mismatch }
            rendered.apply(.dismissQuestion(question))
            return .answer(question, choice: choice)
        }
    }
}

extension NavigationState {
    /// Makes the user's change in a target state: only what the user saw leaves. A part the
    /// target no longer has (code dismissed the layer meanwhile) is skipped; a stack is never
    /// left empty; what the target added that was never rendered (a push, a layer presented
    /// over the dismissed one) stays.
    mutating func apply(_ edit: RenderMachine.TargetEdit) {
        switch edit {
        case .none, .mismatch, .attemptedDismiss:
            return
        case .removeScreens(let gone, let id):
            guard let location = try? locate(id, request: ""),
                self[location].list.contains(where: { !gone.contains($0.id) })
            else { return }
            editStack(at: location) { (stack: inout Stack) in stack.list.removeAll { gone.contains($0.id) } }
        case .dismiss(let seen):
            removePresentedLayers(seen)
        case .selectTab(let tab, let layer):
            try? selectTab(tab, in: layer)
        case .selectDetent(let detent, let layer):
            try? selectDetent(detent, in: layer)
        case .setCollapsed(let collapsed, let layer):
            try? setCollapsed(collapsed, in: layer)
        case .showColumn(let column, let layer, let seen):
            try? showColumn(column, in: layer)
            revealColumn(above: column, in: layer, notShowing: seen)
        case .setColumnVisibility(let visibility, let layer):
            try? setColumnVisibility(visibility, in: layer)
        case .answer(let question, _):
            if askedQuestion?.id == question { askedQuestion = nil }
        }
    }
}
