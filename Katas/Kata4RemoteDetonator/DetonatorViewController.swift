import StandIns

/// The detonator screen: a "Scan" button, one row per device found, and
/// "Arm" and "Ignite" buttons for the row the user picked.
public final class DetonatorViewController: UIViewController {
    let viewModel = DetonatorViewModel()
    let scanButton = UIButton()
    let armButton = UIButton()
    let igniteButton = UIButton()
    let alertLabel = UILabel()
    private var deviceRows: [UIButton] = []
    /// The device the user picked from the list, if any.
    private(set) var selectedDeviceId: String?

    public override func viewDidLoad() {
        super.viewDidLoad()
        scanButton.title = "Scan"
        armButton.title = "Arm"
        igniteButton.title = "Ignite"
        for control in [scanButton, armButton, igniteButton, alertLabel] {
            view.addSubview(control)
        }
        scanButton.onTap { [weak self] in self?.scan() }
        armButton.onTap { [weak self] in self?.arm() }
        igniteButton.onTap { [weak self] in self?.ignite() }
    }

    private func scan() {
        viewModel.scanTapped()
        selectedDeviceId = nil
        for row in deviceRows { row.removeFromSuperview() }
        deviceRows = viewModel.deviceIds.map { id in
            let row = UIButton()
            row.title = "Device \(id)"
            row.onTap { [weak self] in self?.selectedDeviceId = id }
            view.addSubview(row)
            return row
        }
        alertLabel.text = viewModel.alertMessage
    }

    private func arm() {
        guard let id = selectedDeviceId else { return }
        viewModel.armDeviceTapped(selectedDeviceId: id)
        alertLabel.text = viewModel.alertMessage
    }

    private func ignite() {
        guard let id = selectedDeviceId else { return }
        viewModel.explodeDeviceTapped(selectedDeviceId: id)
        alertLabel.text = viewModel.alertMessage
    }
}
