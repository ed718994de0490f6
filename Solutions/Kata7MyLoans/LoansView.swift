import StandIns

/// The member's loans: each book, when it is due back, and a button to
/// renew it. Overdue books come first, unless the member turns that off.
///
/// The view only shows its model and hands it the member's taps: what it
/// shows is the model's, and tests of the model need no screen.
public struct LoansView: View {
    @State private var model: LoansModel

    /// The screen of `model`: the app's live one, unless a test says
    /// otherwise.
    public init(model: LoansModel = LoansModel()) {
        _model = State(initialValue: model)
    }

    public var body: some View {
        VStack {
            Toggle("Overdue first", isOn: $model.overdueFirst)
            switch model.screen {
            case .loading:
                ProgressView("Loading…")
            case .failed(let message):
                Text(message)
                Button("Retry") {
                    Task { await model.load() }
                }
            case .empty:
                Text("No loans. Happy reading!")
            case .loans(let rows):
                List {
                    ForEach(rows) { row in
                        HStack {
                            Text(row.title)
                            Text(row.due)
                            if let note = row.note {
                                Text(note)
                            }
                            Button("Renew") {
                                Task { await model.renew(row.id) }
                            }
                        }
                    }
                }
            }
        }
        .task { await model.load() }
    }
}
